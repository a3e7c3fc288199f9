import type { Palette } from './palette';
import { cornerOrnaments, motifCentrepiece, motifField, type Motif } from './motifs';
import { round, type Rect } from './svg';

/* The cloth: a carré or a strip, printed, with its rolled hem. */

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

/** A carré: field print, central motif, printed border band and rolled hem. */
export function squareProduct(p: Palette, motif: Motif, side: number, rand: () => number): string {
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
export function stripProduct(p: Palette, motif: Motif, length: number, width: number, rand: () => number): string {
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
