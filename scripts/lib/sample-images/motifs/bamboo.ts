import type { Palette } from '../palette';
import { gridPositions, place, round, type Rect } from '../svg';

/* Bamboo: a jointed stalk with clusters of leaves. */

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

export function bambooSpray(p: Palette, color: string): string {
  return (
    place(0, 0, 1, -8, bambooStalk(p, 130, color)) +
    place(4, -20, 0.9, 0, bambooLeafCluster(color, [70, 100, 128])) +
    place(-6, 24, 0.8, 0, bambooLeafCluster(color, [-75, -105, -140, -160]))
  );
}

export function bambooField(p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
  const color = bold ? p.ink : p.tint;
  return gridPositions(area, step, rand)
    .map(([x, y, r]) => place(x, y, (step / 100) * (0.7 + r * 0.3), -20 + r * 40, bambooSpray(p, color)))
    .join('');
}
