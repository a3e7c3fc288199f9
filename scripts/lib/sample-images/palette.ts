import { pick } from './random';

export interface Palette {
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

export function paletteFor(sku: string): Palette {
  return pick(PALETTES, sku);
}
