/**
 * Generates stand-in product images for the catalogue.
 *
 * For every folder in content/products/, reads index.en-US.md and, for each file
 * listed under `images` that does not exist yet, draws a silk product on an
 * ivory ground (hand-rolled edge, printed motif, sheen) from an SVG and writes
 * it with sharp. Existing files are never touched, so photographs added by
 * editors are safe and running the script twice changes nothing.
 *
 * The palette is derived from the sku; the motif from keywords in the English
 * product name (hibiscus, bamboo, waves, clouds, brocade lattice), or from the
 * sku when no keyword matches. Long items are drawn at their true aspect ratio.
 * The file's name chooses the view: the whole piece (front.jpg), a close-up of
 * its print and hem (edge.jpg, detail.jpg) or the piece folded (folded.jpg).
 * Pictures are 2,400 pixels square, so that the zoom has the print to show.
 *
 * Run from the project root:  npx tsx scripts/make-sample-images.ts
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { productTextFile } from '@/app/_content/naming';
import { routing } from '@/app/_i18n/routing';

/** The drawing's own units: every shape is laid out in a frame this wide. */
const FRAME = 1200;
/** The pictures' size in pixels: wide enough for the zoom's 2,400 px picture. */
const SIZE = 2400;
/**
 * The size the drawing is rendered at before it is enlarged to SIZE. libvips renders an SVG tile
 * by tile, each tile the whole drawing again: a 1,200 px picture takes 3 s, a 2,400 px one more
 * than ten minutes. A stand-in enlarged is soft, but shows the zoom at work until photographs come.
 */
const RENDERED = 1200;
const PRODUCTS_DIR = path.resolve(process.cwd(), 'content', 'products');

type Motif = 'hibiscus' | 'bamboo' | 'waves' | 'clouds' | 'lattice';
type OutputFormat = 'jpeg' | 'png' | 'webp';

interface Palette {
  /** dyed ground of the silk */
  ground: string;
  /** main colour of the printed motif */
  ink: string;
  /** a low-contrast tone close to the ground, for the background print */
  tint: string;
  /** small highlights: stamens, border lines */
  accent: string;
  /** the shade of the rolled hem */
  hem: string;
}

interface ProductInfo {
  sku: string;
  dir: string;
  images: string[];
  widthCm: number;
  heightCm: number;
  name: string;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Muted silk-dye palettes: indigo, persimmon, celadon, ochre, plum, rose, ink. */
const PALETTES: readonly [Palette, ...Palette[]] = [
  { ground: '#26365a', ink: '#e8dfcb', tint: '#34496f', accent: '#c9944a', hem: '#18233d' },
  { ground: '#c46a3f', ink: '#f3e4cb', tint: '#b65d35', accent: '#3c4658', hem: '#8e4526' },
  { ground: '#b7c9b3', ink: '#3e5d54', tint: '#a9bda6', accent: '#b86d52', hem: '#869c87' },
  { ground: '#c99a4b', ink: '#4f3520', tint: '#bd8d40', accent: '#f2e3bf', hem: '#98712f' },
  { ground: '#5c2e45', ink: '#ebcfd3', tint: '#6b3a53', accent: '#d2a75c', hem: '#3f1d2f' },
  { ground: '#e3beb6', ink: '#94444c', tint: '#d9b0a8', accent: '#55695b', hem: '#b88d86' },
  { ground: '#25272b', ink: '#dcd5c5', tint: '#303338', accent: '#b8493b', hem: '#141517' },
];

const MOTIF_KEYWORDS: ReadonlyArray<readonly [Motif, RegExp]> = [
  ['bamboo', /bamboo|grove|leaf|leaves/i],
  ['hibiscus', /hibiscus|flower|blossom|bloom|petal/i],
  ['waves', /wave|ripple|river|jinjiang|water|tide/i],
  ['clouds', /cloud|mist|sky|qingcheng|mountain/i],
  ['lattice', /lattice|brocade|window|teahouse|check/i],
];
const ALL_MOTIFS: readonly [Motif, ...Motif[]] = ['hibiscus', 'bamboo', 'waves', 'clouds', 'lattice'];

/** FNV-1a 32-bit hash of a string. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small seeded PRNG (mulberry32) so every image is reproducible. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one item of a non-empty list from a hash of `key`. */
function pick<T>(items: readonly [T, ...T[]], key: string): T {
  return items[hashString(key) % items.length] ?? items[0];
}

function paletteFor(sku: string): Palette {
  return pick(PALETTES, sku);
}

function motifFor(name: string, sku: string): Motif {
  for (const [motif, pattern] of MOTIF_KEYWORDS) {
    if (pattern.test(name)) return motif;
  }
  return pick(ALL_MOTIFS, `${sku}:motif`);
}

function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/* ------------------------------------------------------------------ */
/* Motifs. Each draws one element centred on (0, 0), about 100 units   */
/* across; callers place it with a transform.                          */
/* ------------------------------------------------------------------ */

function place(x: number, y: number, scale: number, rotate: number, body: string): string {
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)}) scale(${scale.toFixed(3)})">${body}</g>`;
}

function hibiscusLeaf(fill: string, vein: string): string {
  return (
    `<path d="M0 0 C10 -8 16 -24 10 -38 C6 -46 2 -50 0 -54 C-2 -50 -6 -46 -10 -38 C-16 -24 -10 -8 0 0Z" fill="${fill}"/>` +
    `<path d="M0 -2 L0 -48" stroke="${vein}" stroke-width="1.4" fill="none" opacity="0.7"/>`
  );
}

function hibiscusFlower(p: Palette, petal: string, centre: string): string {
  const petalPath = 'M0 0 C-6 -8 -24 -16 -25 -32 C-26 -44 -15 -50 -7 -45 C-3 -49 3 -49 7 -45 C15 -50 26 -44 25 -32 C24 -16 6 -8 0 0Z';
  const veins = 'M0 -4 L0 -42 M0 -12 C-4 -22 -8 -30 -13 -38 M0 -12 C4 -22 8 -30 13 -38';
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    out += `<g transform="rotate(${i * 72 + 8})"><path d="${petalPath}" fill="${petal}" stroke="${p.ground}" stroke-width="2.2"/>`;
    out += `<path d="${veins}" stroke="${p.ground}" stroke-width="1.1" fill="none" opacity="0.45"/></g>`;
  }
  out += `<circle r="11" fill="${centre}" opacity="0.85"/>`;
  out += `<path d="M0 0 C4 -10 9 -20 12 -30" stroke="${centre}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i += 1) {
    const a = (-100 + i * 18) * (Math.PI / 180);
    out += `<circle cx="${round(12 + Math.cos(a) * 5)}" cy="${round(-31 + Math.sin(a) * 5)}" r="1.8" fill="${centre}"/>`;
  }
  return out;
}

function hibiscusSprig(p: Palette, petal: string, leaf: string, centre: string): string {
  return (
    place(-20, 24, 0.7, -130, hibiscusLeaf(leaf, p.ground)) +
    place(22, 26, 0.6, 140, hibiscusLeaf(leaf, p.ground)) +
    hibiscusFlower(p, petal, centre)
  );
}

function bambooLeafCluster(fill: string, angles: readonly number[]): string {
  const leaf = 'M0 0 C5 -8 6 -30 0 -52 C-6 -30 -5 -8 0 0Z';
  return angles.map((a) => `<path d="${leaf}" fill="${fill}" transform="rotate(${a})"/>`).join('');
}

function bambooStalk(p: Palette, length: number, color: string): string {
  let out = `<rect x="-4" y="${round(-length / 2)}" width="8" height="${round(length)}" rx="3" fill="${color}"/>`;
  for (let y = -length / 2 + 34; y < length / 2; y += 38) {
    out += `<path d="M-6 ${round(y)} L6 ${round(y)}" stroke="${p.ground}" stroke-width="2" opacity="0.7"/>`;
  }
  return out;
}

function bambooSpray(p: Palette, color: string): string {
  return (
    place(0, 0, 1, -8, bambooStalk(p, 130, color)) +
    place(4, -20, 0.9, 0, bambooLeafCluster(color, [70, 100, 128])) +
    place(-6, 24, 0.8, 0, bambooLeafCluster(color, [-75, -105, -140, -160]))
  );
}

function spiralPath(cx: number, cy: number, radius: number, turns: number, clockwise: boolean): string {
  const steps = Math.round(turns * 28);
  const direction = clockwise ? 1 : -1;
  let d = '';
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const angle = direction * t * turns * Math.PI * 2;
    const r = radius * t;
    d += `${i === 0 ? 'M' : 'L'}${round(cx + Math.cos(angle) * r)} ${round(cy + Math.sin(angle) * r)} `;
  }
  return d;
}

/** A ruyi cloud: overlapping lobes with an outline, spiral curls and a trailing tail. */
function cloudScroll(fill: string, line: string, outline: string): string {
  const lobes: ReadonlyArray<readonly [number, number, number]> = [
    [-30, 6, 13],
    [-10, -8, 18],
    [15, -4, 15],
    [33, 8, 10],
    [2, 10, 12],
  ];
  const tail = 'M-38 14 C-50 22 -62 20 -66 30 C-58 26 -46 30 -36 24 C-26 20 -14 24 -6 20 Z';
  let out = `<path d="${tail}" fill="${fill}" stroke="${outline}" stroke-width="3"/>`;
  out += lobes.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${outline}" stroke-width="5"/>`).join('');
  out += `<path d="${tail}" fill="${fill}"/>`;
  out += lobes.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
  out += `<g stroke="${line}" stroke-width="2.2" fill="none" stroke-linecap="round">`;
  out += lobes
    .slice(0, 4)
    .map(([x, y, r], i) => `<path d="${spiralPath(x, y, r * 0.72, 1.6, i % 2 === 0)}"/>`)
    .join('');
  out += '</g>';
  return out;
}

function latticeMedallion(p: Palette, fill: string, inner: string): string {
  let octagon = '';
  for (let i = 0; i < 8; i += 1) {
    const a = ((i * 45 + 22.5) * Math.PI) / 180;
    octagon += `${i === 0 ? 'M' : 'L'}${round(Math.cos(a) * 30)} ${round(Math.sin(a) * 30)} `;
  }
  let petals = '';
  for (let i = 0; i < 4; i += 1) {
    petals += `<ellipse cx="0" cy="-12" rx="6" ry="11" fill="${inner}" transform="rotate(${i * 90 + 45})"/>`;
  }
  return (
    `<path d="${octagon}Z" fill="${fill}"/>` +
    `<path d="${octagon}Z" fill="none" stroke="${p.ground}" stroke-width="2" transform="scale(0.8)"/>` +
    petals +
    `<circle r="5" fill="${p.accent}"/>`
  );
}

/* ------------------------------------------------------------------ */
/* Fields: a motif repeated over a rectangle in local coordinates.     */
/* ------------------------------------------------------------------ */

function gridPositions(area: Rect, step: number, rand: () => number): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  let row = 0;
  for (let y = area.y - step; y <= area.y + area.h + step; y += step * 0.86, row += 1) {
    const offset = row % 2 === 0 ? 0 : step / 2;
    for (let x = area.x - step + offset; x <= area.x + area.w + step; x += step) {
      out.push([x, y, rand()]);
    }
  }
  return out;
}

function hibiscusField(p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
  return gridPositions(area, step, rand)
    .map(([x, y, r], i) => {
      const scale = (step / 100) * (0.55 + r * 0.25);
      const body =
        bold && i % 2 === 0
          ? hibiscusSprig(p, p.ink, p.tint, p.accent)
          : hibiscusFlower(p, bold ? p.ink : p.tint, bold ? p.accent : p.tint);
      return place(x, y, scale, r * 360, body);
    })
    .join('');
}

function bambooField(p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
  const color = bold ? p.ink : p.tint;
  return gridPositions(area, step, rand)
    .map(([x, y, r]) => place(x, y, (step / 100) * (0.7 + r * 0.3), -20 + r * 40, bambooSpray(p, color)))
    .join('');
}

function cloudField(p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
  const fill = bold ? p.ink : p.tint;
  const outline = bold ? p.accent : p.tint;
  return gridPositions(area, step, rand)
    .map(([x, y, r]) => place(x, y, (step / 100) * (0.7 + r * 0.2), -8 + r * 16, cloudScroll(fill, p.ground, outline)))
    .join('');
}

function waveField(p: Palette, area: Rect, step: number, bold: boolean): string {
  const radius = step / 2;
  const rings = [1, 0.74, 0.48, 0.22];
  let out = '';
  let row = 0;
  for (let y = area.y - radius; y <= area.y + area.h + radius * 2; y += radius / 2, row += 1) {
    const offset = row % 2 === 0 ? 0 : radius;
    for (let x = area.x - radius * 2 + offset; x <= area.x + area.w + radius * 2; x += radius * 2) {
      rings.forEach((k, i) => {
        const fill = i % 2 === 0 ? p.ground : bold ? p.ink : p.tint;
        out += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius * k)}" fill="${fill}"/>`;
      });
    }
  }
  return out;
}

function latticeField(p: Palette, area: Rect, step: number, bold: boolean): string {
  const lineColor = bold ? p.ink : p.tint;
  const span = area.w + area.h + step * 2;
  let out = `<g stroke="${lineColor}" stroke-width="${round(step * 0.05)}" fill="none">`;
  for (let d = -span; d <= span; d += step) {
    out += `<path d="M${round(area.x + d)} ${round(area.y)} l${round(span)} ${round(span)}"/>`;
    out += `<path d="M${round(area.x + d)} ${round(area.y)} l${round(-span)} ${round(span)}"/>`;
  }
  out += '</g>';
  const half = step / 2;
  for (let y = area.y - step; y <= area.y + area.h + step; y += half) {
    const odd = Math.round((y - area.y) / half) % 2 !== 0;
    for (let x = area.x - step + (odd ? half : 0); x <= area.x + area.w + step; x += step) {
      out += place(x, y, step / 170, 0, latticeMedallion(p, bold ? p.ink : p.tint, bold ? p.accent : p.ground));
    }
  }
  return out;
}

function motifField(motif: Motif, p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
  switch (motif) {
    case 'hibiscus':
      return hibiscusField(p, area, step, bold, rand);
    case 'bamboo':
      return bambooField(p, area, step, bold, rand);
    case 'clouds':
      return cloudField(p, area, step, bold, rand);
    case 'waves':
      return waveField(p, area, step, bold);
    case 'lattice':
      return latticeField(p, area, step, bold);
  }
}

/** Items arranged on a circle, like the roundel at the heart of a carré. */
function wreath(count: number, radius: number, draw: (index: number, angle: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = (i * 360) / count - 90;
    const a = (angle * Math.PI) / 180;
    out += `<g transform="translate(${round(Math.cos(a) * radius)} ${round(Math.sin(a) * radius)})">${draw(i, angle)}</g>`;
  }
  return out;
}

function motifCentrepiece(motif: Motif, p: Palette, size: number): string {
  const s = size / 100;
  const ring =
    `<circle r="${round(size * 0.47)}" fill="none" stroke="${p.accent}" stroke-width="${round(size * 0.008)}"/>` +
    `<circle r="${round(size * 0.44)}" fill="none" stroke="${p.accent}" stroke-width="${round(size * 0.003)}"/>`;
  switch (motif) {
    case 'hibiscus':
      return (
        `<circle r="${round(size * 0.47)}" fill="${p.ground}"/>` +
        ring +
        wreath(12, size * 0.33, (i, angle) =>
          i % 2 === 0
            ? place(0, 0, s * 0.23, angle + 90, hibiscusFlower(p, p.ink, p.accent))
            : place(0, 0, s * 0.22, angle + 90, hibiscusLeaf(p.ink, p.ground)),
        ) +
        place(0, 0, s * 0.3, 0, hibiscusSprig(p, p.ink, p.ink, p.accent))
      );
    case 'bamboo':
      return (
        place(-size * 0.12, 0, s * 1.2, -12, bambooSpray(p, p.ink)) +
        place(size * 0.14, size * 0.05, s * 1.0, 10, bambooSpray(p, p.ink)) +
        place(size * 0.02, -size * 0.05, s * 0.7, 2, bambooSpray(p, p.ink))
      );
    case 'clouds':
      return (
        `<circle r="${round(size * 0.47)}" fill="${p.ground}"/>` +
        ring +
        wreath(5, size * 0.29, (i) => place(0, 0, s * 0.3, i % 2 === 0 ? -4 : 4, cloudScroll(p.ink, p.ground, p.accent))) +
        place(0, size * 0.02, s * 0.4, 0, cloudScroll(p.ink, p.ground, p.accent))
      );
    case 'waves':
    case 'lattice': {
      const inner = `<clipPath id="centre-clip"><circle r="${round(size * 0.42)}"/></clipPath>`;
      const area: Rect = { x: -size / 2, y: -size / 2, w: size, h: size };
      const field = motif === 'waves' ? waveField(p, area, size / 5, true) : latticeField(p, area, size / 4, true);
      return `<circle r="${round(size * 0.47)}" fill="${p.ground}"/>${ring}${inner}<g clip-path="url(#centre-clip)">${field}</g>`;
    }
  }
}

/* ------------------------------------------------------------------ */
/* Whole picture.                                                      */
/* ------------------------------------------------------------------ */

function sharedDefs(seed: number): string {
  return `
  <radialGradient id="backdrop" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="#f7f3eb"/>
    <stop offset="1" stop-color="#e6dfd1"/>
  </radialGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
    <stop offset="0.28" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.45" stop-color="#ffffff" stop-opacity="0.2"/>
    <stop offset="0.6" stop-color="#000000" stop-opacity="0.08"/>
    <stop offset="0.78" stop-color="#ffffff" stop-opacity="0.12"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0.12"/>
  </linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur stdDeviation="14"/>
  </filter>
  <filter id="drape" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.0035" numOctaves="2" seed="${seed % 1000}" result="noise"/>
    <feDisplacementMap in="SourceGraphic" in2="noise" scale="22" xChannelSelector="R" yChannelSelector="G"/>
  </filter>`;
}

/** Rolled hem: a darker rounded edge, a highlight and fine slip stitches. */
function rolledEdge(p: Palette, w: number, h: number, radius: number): string {
  const x = -w / 2;
  const y = -h / 2;
  return (
    `<rect x="${round(x + 2.5)}" y="${round(y + 2.5)}" width="${round(w - 5)}" height="${round(h - 5)}" rx="${round(radius)}" fill="none" stroke="${p.hem}" stroke-width="5"/>` +
    `<rect x="${round(x + 4)}" y="${round(y + 4)}" width="${round(w - 8)}" height="${round(h - 8)}" rx="${round(radius)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1.2"/>` +
    `<rect x="${round(x + 7)}" y="${round(y + 7)}" width="${round(w - 14)}" height="${round(h - 14)}" rx="${round(radius)}" fill="none" stroke="${p.hem}" stroke-opacity="0.7" stroke-width="1.3" stroke-dasharray="2 7"/>`
  );
}

/** One ornament in each corner of the field, turned towards the centre. */
function cornerOrnaments(motif: Motif, p: Palette, innerSide: number): string {
  const size = innerSide * 0.17;
  const s = size / 100;
  const inset = innerSide / 2 - size * 0.62;
  let element: string;
  switch (motif) {
    case 'hibiscus':
      element = place(0, 0, s * 0.9, 0, hibiscusSprig(p, p.ink, p.ink, p.accent));
      break;
    case 'bamboo':
      element = place(0, 0, s * 1.1, 0, bambooSpray(p, p.ink));
      break;
    case 'clouds':
    case 'waves':
      element = place(0, 0, s * 1.05, 0, cloudScroll(p.ink, p.ground, p.accent));
      break;
    case 'lattice':
      element = place(0, 0, s * 1.3, 45, latticeMedallion(p, p.ink, p.accent));
      break;
  }
  const corners: ReadonlyArray<readonly [number, number, number]> = [
    [-inset, -inset, 135],
    [inset, -inset, -135],
    [inset, inset, -45],
    [-inset, inset, 45],
  ];
  return corners
    .map(
      ([x, y, turn]) =>
        `<g transform="translate(${round(x)} ${round(y)}) rotate(${motif === 'clouds' || motif === 'waves' ? 0 : turn})">${element}</g>`,
    )
    .join('');
}

/** A carré: field print, central motif, printed border band and rolled hem. */
function squareProduct(p: Palette, motif: Motif, side: number, rand: () => number): string {
  const half = side / 2;
  const band = side * 0.075;
  const innerSide = side - band * 2;
  const area: Rect = { x: -half, y: -half, w: side, h: side };
  const innerArea: Rect = { x: -half + band, y: -half + band, w: innerSide, h: innerSide };
  const borderMotif: Motif = motif === 'waves' ? 'lattice' : motif === 'lattice' ? 'waves' : motif;
  return `
    <clipPath id="cloth"><rect x="${-half}" y="${-half}" width="${side}" height="${side}" rx="4"/></clipPath>
    <clipPath id="field"><rect x="${round(innerArea.x)}" y="${round(innerArea.y)}" width="${round(innerSide)}" height="${round(innerSide)}"/></clipPath>
    <g clip-path="url(#cloth)">
      <rect x="${-half}" y="${-half}" width="${side}" height="${side}" fill="${p.hem}"/>
      <g opacity="0.55">${motifField(borderMotif, { ...p, ground: p.hem, tint: p.ground }, area, band * 1.15, false, rand)}</g>
      <g clip-path="url(#field)">
        <rect x="${round(innerArea.x)}" y="${round(innerArea.y)}" width="${round(innerSide)}" height="${round(innerSide)}" fill="${p.ground}"/>
        ${motifField(motif, p, innerArea, innerSide / 6.5, false, rand)}
        ${motifCentrepiece(motif, p, innerSide * 0.7)}
        ${cornerOrnaments(motif, p, innerSide)}
      </g>
      <rect x="${round(innerArea.x)}" y="${round(innerArea.y)}" width="${round(innerSide)}" height="${round(innerSide)}" fill="none" stroke="${p.accent}" stroke-width="${round(side * 0.006)}"/>
      <rect x="${round(innerArea.x - band * 0.3)}" y="${round(innerArea.y - band * 0.3)}" width="${round(innerSide + band * 0.6)}" height="${round(innerSide + band * 0.6)}" fill="none" stroke="${p.accent}" stroke-width="${round(side * 0.002)}" opacity="0.8"/>
      <rect x="${-half}" y="${-half}" width="${side}" height="${side}" fill="url(#sheen)"/>
    </g>
    ${rolledEdge(p, side, side, 4)}`;
}

/** A long strip (stole, bandeau, twilly): repeating print, edge lines, rolled hem. */
function stripProduct(p: Palette, motif: Motif, length: number, width: number, rand: () => number): string {
  const halfL = length / 2;
  const halfW = width / 2;
  const area: Rect = { x: -halfL, y: -halfW, w: length, h: width };
  const step = Math.min(Math.max(width * 0.9, 60), 220);
  const edge = Math.max(width * 0.04, 3);
  return `
    <clipPath id="cloth"><rect x="${round(-halfL)}" y="${round(-halfW)}" width="${round(length)}" height="${round(width)}" rx="3"/></clipPath>
    <g clip-path="url(#cloth)">
      <rect x="${round(-halfL)}" y="${round(-halfW)}" width="${round(length)}" height="${round(width)}" fill="${p.ground}"/>
      ${motifField(motif, p, area, step, true, rand)}
      <rect x="${round(-halfL)}" y="${round(-halfW)}" width="${round(length)}" height="${round(edge)}" fill="${p.accent}"/>
      <rect x="${round(-halfL)}" y="${round(halfW - edge)}" width="${round(length)}" height="${round(edge)}" fill="${p.accent}"/>
      <rect x="${round(-halfL)}" y="${round(-halfW)}" width="${round(length)}" height="${round(width)}" fill="url(#sheen)"/>
    </g>
    ${rolledEdge(p, length, width, 3)}`;
}

/** How a picture shows the piece: whole, a close-up of its print and hem, or folded. */
type View = 'whole' | 'close-up' | 'folded';

/** The view a picture's file name asks for: edge.jpg, detail.jpg and close-up.jpg come close; folded.jpg and worn.jpg fold. */
function viewFor(fileName: string): View {
  if (/detail|close|edge|hem|print/i.test(fileName)) return 'close-up';
  if (/fold|worn|knot|tied/i.test(fileName)) return 'folded';
  return 'whole';
}

/** A fine diagonal weave over the cloth: invisible whole, the twill of the silk in a close-up. */
const WEAVE = `<pattern id="weave" width="2.4" height="2.4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="2.4" height="1.1" fill="#ffffff" opacity="0.07"/>
  </pattern>`;

function buildSvg(product: ProductInfo, view: View): string {
  // One seed per product: every view shows the same print.
  const seed = hashString(`${product.sku}#0`);
  const rand = createRandom(seed);
  const palette = paletteFor(product.sku);
  const motif = motifFor(product.name, product.sku);

  const longSide = Math.max(product.widthCm, product.heightCm);
  const shortSide = Math.min(product.widthCm, product.heightCm);
  const isSquare = longSide / shortSide < 1.3;

  let body: string;
  let shadowShape: string;
  let angle: number;
  /** The cloth's size before it is turned, centred on the frame's middle. */
  let cloth: { length: number; width: number };
  if (isSquare) {
    const side = FRAME * 0.74;
    angle = -5 + rand() * 10;
    body = squareProduct(palette, motif, side, rand);
    cloth = { length: side, width: side };
    shadowShape = `<rect x="${round(-side / 2 + 10)}" y="${round(-side / 2 + 18)}" width="${round(side)}" height="${round(side)}" fill="#4a3f30" opacity="0.28" filter="url(#shadow)"/>`;
  } else {
    angle = -32 + rand() * 6;
    const rad = (Math.abs(angle) * Math.PI) / 180;
    const ratio = shortSide / longSide;
    const fit = FRAME * 0.86;
    const length = Math.min(fit / (Math.cos(rad) + ratio * Math.sin(rad)), fit / (Math.sin(rad) + ratio * Math.cos(rad)));
    const width = length * ratio;
    body = stripProduct(palette, motif, length, width, rand);
    cloth = { length, width };
    shadowShape = `<rect x="${round(-length / 2 + 8)}" y="${round(-width / 2 + 14)}" width="${round(length)}" height="${round(width)}" fill="#4a3f30" opacity="0.26" filter="url(#shadow)"/>`;
  }
  const weave = `<rect x="${round(-cloth.length / 2)}" y="${round(-cloth.width / 2)}" width="${round(cloth.length)}" height="${round(cloth.width)}" fill="url(#weave)"/>`;

  let scene: string;
  let viewBox = `0 0 ${FRAME} ${FRAME}`;
  if (view === 'folded') {
    // Folded in four (a square) or in three (a strip): the layers' edges stacked under the top one.
    const segment = isSquare
      ? { x: -cloth.length / 2, y: -cloth.width / 2, w: cloth.length / 2, h: cloth.width / 2 }
      : { x: -cloth.length / 2, y: -cloth.width / 2, w: cloth.length / 3, h: cloth.width };
    const scale = Math.min((FRAME * 0.62) / segment.w, (FRAME * 0.62) / segment.h, 4);
    const layer = (offset: number, shade: number) =>
      `<g transform="translate(${round(offset)} ${round(offset)})">
        <g clip-path="url(#segment)" transform="translate(${round(-segment.x - segment.w / 2)} ${round(-segment.y - segment.h / 2)})">${body}${weave}</g>
        <rect x="${round(-segment.w / 2)}" y="${round(-segment.h / 2)}" width="${round(segment.w)}" height="${round(segment.h)}" fill="#000000" opacity="${shade}"/>
      </g>`;
    const layers = (isSquare ? [3, 2, 1] : [2, 1]).map((depth) => layer(depth * 3.2, 0.1 * depth)).join('');
    scene = `
    <clipPath id="segment"><rect x="${round(segment.x)}" y="${round(segment.y)}" width="${round(segment.w)}" height="${round(segment.h)}"/></clipPath>
    <g transform="translate(${FRAME / 2} ${FRAME / 2}) rotate(${round(isSquare ? angle * 2 : -8)}) scale(${scale.toFixed(3)})">
      <rect x="${round(-segment.w / 2 + 4)}" y="${round(-segment.h / 2 + 8)}" width="${round(segment.w + 6)}" height="${round(segment.h + 6)}" fill="#4a3f30" opacity="0.3" filter="url(#shadow)"/>
      ${layers}
      ${layer(0, 0)}
      <rect x="${round(-segment.w / 2)}" y="${round(-segment.h / 2)}" width="${round(segment.w)}" height="${round(segment.h)}" fill="url(#sheen)"/>
    </g>`;
  } else {
    // The drape and the shadow are filters over the whole cloth at the output's scale, far too slow
    // magnified (minutes a picture): a close-up lies flat, its shadow out of the frame.
    const whole = view === 'whole';
    scene = `
    <g transform="translate(${FRAME / 2} ${FRAME / 2}) rotate(${round(angle)})">
      ${whole ? shadowShape : ''}
      <g${whole ? ' filter="url(#drape)"' : ''}>${body}${weave}</g>
    </g>`;
    if (view === 'close-up') {
      // A corner of a square, an end of a strip: the printed border, the hem and its stitches.
      const rad = (angle * Math.PI) / 180;
      const reach = isSquare ? cloth.length * 0.36 : cloth.length / 2 - cloth.width * 0.6;
      const across = isSquare ? cloth.width * 0.36 : 0;
      const x = FRAME / 2 - reach * Math.cos(rad) + across * Math.sin(rad);
      const y = FRAME / 2 - reach * Math.sin(rad) - across * Math.cos(rad);
      const side = isSquare ? cloth.length * 0.36 : Math.max(cloth.width * 2.4, FRAME * 0.22);
      viewBox = `${round(x - side / 2)} ${round(y - side / 2)} ${round(side)} ${round(side)}`;
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDERED}" height="${RENDERED}" viewBox="${viewBox}">
  <defs>${sharedDefs(seed)}${WEAVE}</defs>
  <rect x="-${FRAME}" y="-${FRAME}" width="${FRAME * 3}" height="${FRAME * 3}" fill="url(#backdrop)"/>
  ${scene}
</svg>`;
}

/* ------------------------------------------------------------------ */
/* Files.                                                              */
/* ------------------------------------------------------------------ */

function formatFor(fileName: string): OutputFormat | null {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  if (ext === '.png') return 'png';
  if (ext === '.webp') return 'webp';
  return null;
}

function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

async function readProduct(dir: string): Promise<ProductInfo | null> {
  const file = path.join(dir, productTextFile(routing.defaultLocale));
  if (!existsSync(file)) return null;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(await readFile(file, 'utf8'))?.[1];
  const raw: unknown = frontmatter === undefined ? undefined : parseYaml(frontmatter);
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Record<string, unknown>;
  const images = Array.isArray(data.images) ? data.images.filter((item): item is string => typeof item === 'string') : [];
  const size = (data.size && typeof data.size === 'object' ? data.size : {}) as Record<string, unknown>;
  return {
    sku: typeof data.sku === 'string' ? data.sku : path.basename(dir),
    dir,
    images,
    widthCm: positiveNumber(size.width, 90),
    heightCm: positiveNumber(size.height, 90),
    name: typeof data.name === 'string' ? data.name : '',
  };
}

async function renderImage(svg: string, format: OutputFormat): Promise<Buffer> {
  const rendered = await sharp(Buffer.from(svg)).flatten({ background: '#f3eee4' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = rendered.info;
  const image = sharp(rendered.data, { raw: { width, height, channels } }).resize(SIZE, SIZE, { kernel: 'lanczos3' });
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer();
  }
}

async function generateMissingImages(product: ProductInfo): Promise<number> {
  let written = 0;
  for (const fileName of product.images) {
    if (fileName !== path.basename(fileName)) {
      console.warn(`skip ${product.sku}/${fileName}: image names must be plain file names`);
      continue;
    }
    const target = path.join(product.dir, fileName);
    if (existsSync(target)) continue;
    const format = formatFor(fileName);
    if (!format) {
      console.warn(`skip ${product.sku}/${fileName}: unsupported image type`);
      continue;
    }
    const buffer = await renderImage(buildSvg(product, viewFor(fileName)), format);
    try {
      // "wx" refuses to replace a file that appeared in the meantime.
      await writeFile(target, buffer, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    written += 1;
    console.log(`wrote ${path.relative(process.cwd(), target)} (${Math.round(buffer.length / 1024)} KB)`);
  }
  return written;
}

async function main(): Promise<void> {
  if (!existsSync(PRODUCTS_DIR)) {
    console.error(`No products folder at ${PRODUCTS_DIR}`);
    process.exitCode = 1;
    return;
  }
  const entries = await readdir(PRODUCTS_DIR, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  let total = 0;
  for (const folder of folders) {
    const product = await readProduct(path.join(PRODUCTS_DIR, folder));
    if (!product) {
      console.warn(`skip ${folder}: no readable ${productTextFile(routing.defaultLocale)}`);
      continue;
    }
    total += await generateMissingImages(product);
  }
  if (total === 0) console.log('All product images already exist; nothing to do.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
