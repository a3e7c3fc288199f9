import type { Palette } from '../palette';
import { place, round, type Rect } from '../svg';

/* Brocade lattice: diagonal lines with an octagonal medallion at each crossing. */

export function latticeMedallion(p: Palette, fill: string, inner: string): string {
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

export function latticeField(p: Palette, area: Rect, step: number, bold: boolean): string {
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
