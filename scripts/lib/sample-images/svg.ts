/*
 * What every drawing is made with. Each motif draws one element centred on (0, 0), about 100 units
 * across; callers place it with a transform. A field repeats a motif over a rectangle in local
 * coordinates.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function place(x: number, y: number, scale: number, rotate: number, body: string): string {
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)}) scale(${scale.toFixed(3)})">${body}</g>`;
}

export function gridPositions(area: Rect, step: number, rand: () => number): Array<[number, number, number]> {
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
