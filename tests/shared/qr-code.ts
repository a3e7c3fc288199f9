/*
 * Reads a QR code from a screenshot, as a phone's camera would: the browser suites (Chromium,
 * WebKit, Firefox) check that what the page draws is what it says.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

export type QrCodeReading = {
  /** What the code says. */
  text: string;
  /** The light margin around the symbol on its narrowest side, in modules. */
  quietZone: number;
  /** The picture's colours, as `#rrggbb`, sorted. */
  colours: string[];
};

const hex = (red: number, green: number, blue: number) =>
  `#${[red, green, blue].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * The QR code in `png`, dark on light only (as a camera reads it first), or null when none is
 * found. The screenshot is to hold the code's drawing and nothing else; its outermost pixels are
 * left out of the colours and the margin, since an element whose box falls between pixels shares
 * them with the page around it.
 */
export async function readQrCode(png: Buffer | Uint8Array): Promise<QrCodeReading | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const code = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
  if (!code) return null;
  const colours = new Set<string>();
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = (y * width + x) * 4;
      const [red, green, blue] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
      colours.add(hex(red, green, blue));
      if (red + green + blue < 3 * 128) {
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
    }
  }
  // Finder patterns fill three corners of the symbol: the dark pixels span all of it.
  const modulePixels = (right - left + 1) / (17 + 4 * code.version);
  const margin = Math.min(left, top, width - 1 - right, height - 1 - bottom);
  return { text: code.data, quietZone: margin / modulePixels, colours: [...colours].sort() };
}
