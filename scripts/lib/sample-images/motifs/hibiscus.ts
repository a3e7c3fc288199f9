import type { Palette } from '../palette';
import { gridPositions, place, round, type Rect } from '../svg';

/* Hibiscus: five-petalled flowers, with their leaves in a sprig. */

export function hibiscusLeaf(fill: string, vein: string): string {
  return (
    `<path d="M0 0 C10 -8 16 -24 10 -38 C6 -46 2 -50 0 -54 C-2 -50 -6 -46 -10 -38 C-16 -24 -10 -8 0 0Z" fill="${fill}"/>` +
    `<path d="M0 -2 L0 -48" stroke="${vein}" stroke-width="1.4" fill="none" opacity="0.7"/>`
  );
}

export function hibiscusFlower(p: Palette, petal: string, centre: string): string {
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

export function hibiscusSprig(p: Palette, petal: string, leaf: string, centre: string): string {
  return (
    place(-20, 24, 0.7, -130, hibiscusLeaf(leaf, p.ground)) +
    place(22, 26, 0.6, 140, hibiscusLeaf(leaf, p.ground)) +
    hibiscusFlower(p, petal, centre)
  );
}

export function hibiscusField(p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
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
