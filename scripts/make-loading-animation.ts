/*
 * Draws the loading animation of the previous site: 3D letters turning, 156 frames of 800 × 800
 * shown at 400 × 400 and 60 frames per second. The previous site played them from one sprite sheet
 * (13 × 12 frames on an 800 px grid, 10400 × 9600) by moving its background; a browser has to
 * decode and redraw that 100-megapixel sheet for every frame, which on a phone, or any screen
 * drawn without a GPU, freezes the page for seconds at a time. An animated WebP holds the same
 * frames and timing and is decoded one frame at a time.
 *
 * Writes app/_components/layout/loading-animation.webp and loading-still.webp (the first frame,
 * for visitors who ask for reduced motion), which the stylesheet bundles with a content hash.
 * Run again only to change the drawing: `npx tsx scripts/make-loading-animation.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';

const FRAME_COUNT = 13 * 12;
const FRAME_SIZE = 800;
/** Whole milliseconds that average 1000 / 60: WebP counts frame times in milliseconds. */
const FRAME_DURATIONS_MS = [17, 17, 16];

const WORD = ['S', 'I', 'L', 'K'];
const DEPTH = 14;
const INK = { face: '#8a3b2e', side: '#5c2219', back: '#c9a27a' };
const FOLDER = path.resolve('app/_components/layout');

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

function frame(index: number): Promise<Buffer> {
  const turn = (2 * Math.PI * index) / FRAME_COUNT;
  const letters = WORD.map((glyph, position) => letter(glyph, (position - (WORD.length - 1) / 2) * 150, turn - position * 0.45));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME_SIZE}" height="${FRAME_SIZE}">
<g font-family="DejaVu Serif, Georgia, serif" font-size="220" font-weight="bold" text-anchor="middle"
  transform="translate(${FRAME_SIZE / 2} ${FRAME_SIZE / 2 + 70})">${letters.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const WEBP = { quality: 70, alphaQuality: 80, effort: 6, smartSubsample: true } as const;
const frames = await Promise.all(Array.from({ length: FRAME_COUNT }, (_, index) => frame(index)));
const animation = await sharp(frames, { join: { animated: true } })
  .webp({ ...WEBP, loop: 0, delay: frames.map((_, index) => FRAME_DURATIONS_MS[index % FRAME_DURATIONS_MS.length]!) })
  .toFile(path.join(FOLDER, 'loading-animation.webp'));
const still = await sharp(frames[0]).webp(WEBP).toFile(path.join(FOLDER, 'loading-still.webp'));
console.log(
  `Wrote loading-animation.webp (${FRAME_COUNT} frames, ${Math.round(animation.size / 1024)} KB) and loading-still.webp (${Math.round(still.size / 1024)} KB)`,
);
