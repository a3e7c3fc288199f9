import type { Palette } from '../palette';
import { pick } from '../random';
import { place, round, type Rect } from '../svg';
import { bambooField, bambooSpray } from './bamboo';
import { cloudField, cloudScroll } from './clouds';
import { hibiscusField, hibiscusFlower, hibiscusLeaf, hibiscusSprig } from './hibiscus';
import { latticeField, latticeMedallion } from './lattice';
import { waveField } from './waves';

/*
 * The five motifs: which one a product is printed with, and each as a field, as the roundel at
 * the heart of a carré and as the ornaments in its corners.
 */

export type Motif = 'hibiscus' | 'bamboo' | 'waves' | 'clouds' | 'lattice';

const MOTIF_KEYWORDS: ReadonlyArray<readonly [Motif, RegExp]> = [
  ['bamboo', /bamboo|grove|leaf|leaves/i],
  ['hibiscus', /hibiscus|flower|blossom|bloom|petal/i],
  ['waves', /wave|ripple|river|jinjiang|water|tide/i],
  ['clouds', /cloud|mist|sky|qingcheng|mountain/i],
  ['lattice', /lattice|brocade|window|teahouse|check/i],
];
const ALL_MOTIFS: readonly [Motif, ...Motif[]] = ['hibiscus', 'bamboo', 'waves', 'clouds', 'lattice'];

export function motifFor(name: string, sku: string): Motif {
  for (const [motif, pattern] of MOTIF_KEYWORDS) {
    if (pattern.test(name)) return motif;
  }
  return pick(ALL_MOTIFS, `${sku}:motif`);
}

export function motifField(motif: Motif, p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
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

export function motifCentrepiece(motif: Motif, p: Palette, size: number): string {
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

/** One ornament in each corner of the field, turned towards the centre. */
export function cornerOrnaments(motif: Motif, p: Palette, innerSide: number): string {
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
