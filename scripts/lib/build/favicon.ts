import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/*
 * /favicon.ico, which browsers, feed readers and crawlers ask for by convention whatever a page
 * links to: the site's icon (app/icon.svg, as exported), so that the request does not end in the
 * 404 page.
 */

/** The sizes Windows and browsers pick from. */
const SIZES = [16, 32, 48];

/**
 * An ICO file holding PNG images (which every browser reads in one): a 6-byte header, then a
 * 16-byte entry per image, then the images; sharp makes the images, and the container is less code
 * than a package's glue would be.
 */
function icoOf(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  // 1: an icon (2 would be a cursor).
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    // Width and height; 0 would mean 256. No palette, no reserved byte, one colour plane, 32 bits a pixel.
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

/** Writes `<folder>/favicon.ico` from the exported `<folder>/icon.svg`. */
export async function writeFavicon(folder: string): Promise<void> {
  const svg = await readFile(path.join(folder, 'icon.svg'));
  const pngs = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  await writeFile(path.join(folder, 'favicon.ico'), icoOf(pngs));
}
