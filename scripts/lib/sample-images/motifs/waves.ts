import type { Palette } from '../palette';
import { round, type Rect } from '../svg';

/** Waves: rows of concentric rings, each row over the last (seigaiha). */
export function waveField(p: Palette, area: Rect, step: number, bold: boolean): string {
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
