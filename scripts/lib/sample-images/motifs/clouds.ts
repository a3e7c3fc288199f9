import type { Palette } from '../palette';
import { gridPositions, place, round, type Rect } from '../svg';

/* Clouds: ruyi cloud scrolls, each lobe curled by a spiral. */

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
export function cloudScroll(fill: string, line: string, outline: string): string {
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

export function cloudField(p: Palette, area: Rect, step: number, bold: boolean, rand: () => number): string {
  const fill = bold ? p.ink : p.tint;
  const outline = bold ? p.accent : p.tint;
  return gridPositions(area, step, rand)
    .map(([x, y, r]) => place(x, y, (step / 100) * (0.7 + r * 0.2), -8 + r * 16, cloudScroll(fill, p.ground, outline)))
    .join('');
}
