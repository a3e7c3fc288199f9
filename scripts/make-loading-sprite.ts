/*
 * Draws the loading animation of the previous site: 3D letters turning, as a sprite sheet of
 * 13 × 12 frames on an 800 px grid (10400 × 9600), shown at 400 × 400 and 60 frames per second.
 * Writes app/_components/layout/loading-sprite.webp, which the stylesheet bundles with a
 * content hash. Run again only to change the drawing: `npx tsx scripts/make-loading-sprite.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';

const COLUMNS = 13;
const ROWS = 12;
const CELL = 800;
const WORD = ['S', 'I', 'L', 'K'];
const DEPTH = 14;
const INK = { face: '#8a3b2e', side: '#5c2219', back: '#c9a27a' };
const OUTPUT = path.resolve('app/_components/layout/loading-sprite.webp');

/** One letter at a turn angle: extruded layers from back to front, squeezed by the turn. */
function letter(glyph: string, x: number, angle: number): string {
  const squeeze = Math.max(Math.abs(Math.cos(angle)), 0.04);
  const shift = Math.sin(angle) * 1.6;
  const layers = Array.from({ length: DEPTH }, (_, index) => {
    const depth = DEPTH - index;
    const fill = index === DEPTH - 1 ? (Math.cos(angle) >= 0 ? INK.face : INK.back) : INK.side;
    return `<text x="0" y="0" transform="translate(${(depth * shift).toFixed(1)} ${(depth * 0.9).toFixed(1)}) scale(${squeeze.toFixed(3)} 1)" fill="${fill}">${glyph}</text>`;
  });
  return `<g transform="translate(${x} 0)">${layers.join('')}</g>`;
}

function frame(index: number): string {
  const column = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  const turn = (2 * Math.PI * index) / (COLUMNS * ROWS);
  const letters = WORD.map((glyph, position) => letter(glyph, (position - (WORD.length - 1) / 2) * 150, turn - position * 0.45));
  return `<g transform="translate(${column * CELL + CELL / 2} ${row * CELL + CELL / 2 + 70})">${letters.join('')}</g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLUMNS * CELL}" height="${ROWS * CELL}">
<g font-family="DejaVu Serif, Georgia, serif" font-size="220" font-weight="bold" text-anchor="middle">
${Array.from({ length: COLUMNS * ROWS }, (_, index) => frame(index)).join('\n')}
</g></svg>`;

const info = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true })
  .webp({ quality: 70, alphaQuality: 80, effort: 6, smartSubsample: true })
  .toFile(OUTPUT);
console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}: ${info.width} × ${info.height}, ${Math.round(info.size / 1024)} KB`);
