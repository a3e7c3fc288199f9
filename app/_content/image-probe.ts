import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { ImageProbe } from './references';

/**
 * The most pixels a picture may have: a 60-megapixel camera's photograph. A hostile PNG of plain
 * colour packs 64 million pixels into a few hundred KB, so the check's decoding stays within a
 * second and a few hundred MB.
 */
const MAX_IMAGE_PIXELS = 8192 * 8192;
/** The largest picture file read: a photograph exported for the web is a few MB. */
export const MAX_PICTURE_BYTES = 40 * 1024 * 1024;
/** The shortest long side a product picture may have, in pixels: the zoom shows it across a desktop screen. */
export const MIN_IMAGE_PIXELS = 1600;
/** A side ample for the zoom's picture, and light to commit. */
export const SUGGESTED_IMAGE_SIDE = 3000;
/** Pictures are shown square: a longer side at most this much longer loses little of the picture. */
const MAX_IMAGE_RATIO = 1.25;

/** sharp's name for the format each allowed extension promises. */
const FORMAT_OF_EXTENSION: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };
/** The usual extension and name of each format browsers show. */
const SHOWN_FORMATS: Record<string, { extension: string; name: string }> = {
  jpeg: { extension: 'jpg', name: 'JPEG' },
  png: { extension: 'png', name: 'PNG' },
  webp: { extension: 'webp', name: 'WebP' },
  heif: { extension: 'avif', name: 'AVIF' },
};

/**
 * Reads an image file's header, enough to tell a real picture of a usable size from a renamed
 * document, a picture with the wrong extension, or a thumbnail; then decodes it, small, as a
 * header may promise pixels that the file does not hold.
 */
export async function probeImage(bytes: Buffer, file: string): Promise<ImageProbe> {
  let metadata: Metadata;
  try {
    // Any size is read here, so that a picture too large to make variants of is named as such.
    metadata = await oneAtATime(() => sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return { problem: 'is not a picture, or is damaged: save it again as JPEG, PNG, WebP or AVIF' };
  }
  const [base, extension] = splitExtension(file);
  // HEIF files also hold iPhone HEIC photos, which browsers cannot show; only AV1 is AVIF.
  const isHeic = metadata.format === 'heif' && metadata.compression !== 'av1';
  const actual = isHeic ? undefined : SHOWN_FORMATS[metadata.format];
  if (!actual) {
    return {
      problem: `is a ${isHeic ? 'HEIC' : metadata.format.toUpperCase()} picture, which not every browser shows: save it as JPEG, PNG, WebP or AVIF`,
    };
  }
  if (FORMAT_OF_EXTENSION[extension] !== metadata.format) {
    return { problem: `is a ${actual.name} picture with a .${extension} name: rename it to ${base}.${actual.extension}` };
  }
  // Photos from cameras may be stored sideways with an instruction to turn them; browsers obey it.
  const { width, height } = metadata.autoOrient;
  if (Math.max(width, height) < MIN_IMAGE_PIXELS) {
    return {
      problem: `is ${width} × ${height} pixels: use a picture at least ${MIN_IMAGE_PIXELS} pixels on its long side, so that the zoom shows the silk up close`,
    };
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    return {
      problem: `is ${width} × ${height} pixels, too large to make the site's sizes from: make it at most ${SUGGESTED_IMAGE_SIDE} pixels on each side`,
    };
  }
  // Every page shows a product's pictures square, cropped to their middle.
  if (Math.max(width, height) / Math.min(width, height) > MAX_IMAGE_RATIO) {
    return {
      problem: `is ${width} × ${height} pixels, and pages show pictures square, cut to the middle: crop it square, or nearly (at most 5:4)`,
    };
  }
  // Variants are named by the picture's content: a changed picture gets new names, an unchanged one is not made again.
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  if (await decodedBefore(hash)) return { width, height, hash };
  if (!(await decodes(bytes, hash))) return { problem: 'is damaged or cut short: export or copy the picture again' };
  await rememberDecoded(hash);
  return { width, height, hash };
}

/**
 * The hashes of the pictures a check has decoded whole, kept between checks like the pictures'
 * variants: decoding is nine tenths of a check's time, and the bytes behind a hash never change.
 */
const DECODED_FOLDER = path.resolve('node_modules/.cache/decoded-pictures');

function decodedBefore(hash: string): Promise<boolean> {
  return stat(path.join(DECODED_FOLDER, hash)).then(
    () => true,
    () => false,
  );
}

/** A cache that cannot be written (a read-only checkout) only costs the next check its time. */
async function rememberDecoded(hash: string): Promise<void> {
  await mkdir(DECODED_FOLDER, { recursive: true })
    .then(() => writeFile(path.join(DECODED_FOLDER, hash), ''))
    .catch(() => {});
}

/**
 * Each picture is read once by the check: sharp's cache of recent operations would only hold the
 * decoded pictures, and cost time and memory (docs/measured-choices.md).
 */
sharp.cache(false);

/** Whether each picture decoded so far did, by hash: copies of one picture are decoded once. */
const decoded = new Map<string, Promise<boolean>>();

/**
 * Decodes the whole picture, as the pictures step will: a file cut short or damaged behind a sound
 * header passes every check of the header and would stop the build. Whole, because a JPEG decoded
 * small (at an eighth of its size while decoding, or reduced to a thumbnail) hides damage that
 * stops the full decode. Only the last pixel is asked for: the decoder reads every row before it,
 * and none is kept, which is quicker than the picture's statistics (docs/measured-choices.md).
 * The decoder's own words are left out: they vary from run to run.
 */
export function decodes(bytes: Buffer, hash: string): Promise<boolean> {
  let result = decoded.get(hash);
  if (!result) {
    result = oneAtATime(async () => {
      const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
      const { width, height } = await image.metadata();
      await image
        .extract({ left: width - 1, top: height - 1, width: 1, height: 1 })
        .raw()
        .toBuffer();
    }).then(
      () => true,
      () => false,
    );
    decoded.set(hash, result);
  }
  return result;
}

/** The libvips work last queued. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs libvips work one piece at a time. libvips tells the warnings that mark a damaged picture
 * from concurrent work unreliably: in trials, 16 decodes at once let a third of damaged JPEGs
 * through, and a header read beside a decode let some through too.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work);
  queue = result.catch(() => {});
  return result;
}

function splitExtension(file: string): [string, string] {
  const dot = file.lastIndexOf('.');
  return [file.slice(0, dot), file.slice(dot + 1).toLowerCase()];
}
