import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  FALLBACK_FORMAT,
  PRODUCT_IMAGES_FOLDER,
  VARIANT_FORMATS,
  variantsOf,
  fallbackOf,
  zoomVariantOf,
  type Variant,
} from '@/app/_config/product-images';
import { ContentError, relativeToRepository, type Content } from '@/app/_content';

const FOLDERS = {
  /** Made variants, kept between builds and named by content hash: an unchanged picture is never made again. */
  cache: path.resolve('node_modules/.cache/product-images'),
  /** Next.js copies public/ into the export, and `next dev` serves it. */
  published: path.resolve('public', PRODUCT_IMAGES_FOLDER),
};

/**
 * AVIF at effort 2 tuned for SSIM, with the quality at each width that gives the same Butteraugli
 * distance as effort 3 at quality 50, measured on the sample pictures: half the encoding time for
 * 5% more bytes at 400 and 800 pixels and 2% fewer at 1,200. The zoom's wider picture takes the
 * quality of 1,200.
 */
const avifQuality = (width: number) => (width <= 400 ? 53 : width <= 800 ? 55 : 57);

const ENCODERS: Record<string, (image: Sharp, width: number) => Sharp> = {
  avif: (image, width) => image.avif({ quality: avifQuality(width), effort: 2, tune: 'ssim' }),
  // For the few browsers without AVIF. Effort 2 (of 6): half the time of the default, for 6% more
  // bytes at the same Butteraugli distance.
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  // Only link previews and browsers without WebP see it: mozjpeg would take four times as long for
  // 9% fewer bytes.
  jpg: (image) => image.jpeg({ quality: 80 }),
};

/**
 * Makes the variants of every product picture that the cache lacks, then publishes exactly those
 * the content uses into `published` (public/product-images/ by default). Returns how many files
 * were made and reused. Two pictures are encoded at a time, one per core; with `secondEncoder`,
 * the second starts only once that promise settles.
 */
export async function prepareProductImages(
  content: Content,
  {
    cache = FOLDERS.cache,
    published = FOLDERS.published,
    secondEncoder = Promise.resolve(),
  }: Partial<typeof FOLDERS> & { secondEncoder?: Promise<unknown> } = {},
): Promise<{ made: number; reused: number }> {
  const sources = new Map<string, { file: string; width: number; hash: string }>();
  for (const product of content.products) {
    for (const image of product.images) {
      sources.set(image.hash, { file: path.join(content.root, 'products', image.sku, image.file), width: image.width, hash: image.hash });
    }
  }
  await mkdir(cache, { recursive: true });
  const wanted = [...sources.values()].map((source) => ({
    source,
    variants: [
      ...VARIANT_FORMATS.flatMap(({ extension }) =>
        [...variantsOf(source, extension), zoomVariantOf(source, extension)].map((variant) => ({ ...variant, extension })),
      ),
      { ...fallbackOf(source), extension: FALLBACK_FORMAT.extension },
    ],
  }));
  // Each picture is read once: sharp's cache of recent operations would only hold memory.
  sharp.cache(false);
  const queue = wanted
    .map(({ source, variants }) => ({
      file: source.file,
      missing: variants.filter((variant) => !existsSync(path.join(cache, variant.file))),
    }))
    .filter(({ missing }) => missing.length > 0);
  const made = queue.reduce((count, { missing }) => count + missing.length, 0);
  // On Linux sharp encodes each picture on a single thread.
  const encode = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await makeVariants(next.file, next.missing, cache);
  };
  const first = encode();
  // Once the first has emptied the queue, the second has nothing left to wait for.
  await Promise.all([first, Promise.race([secondEncoder, first]).then(encode)]);

  await rm(published, { recursive: true, force: true });
  await mkdir(published, { recursive: true });
  const files = wanted.flatMap(({ variants }) => variants.map((variant) => variant.file));
  // Hard links: publishing thousands of pictures costs no copying.
  await Promise.all(
    files.map((file) =>
      link(path.join(cache, file), path.join(published, file)).catch(() => copyFile(path.join(cache, file), path.join(published, file))),
    ),
  );
  return { made, reused: files.length - made };
}

/** Makes the `missing` variants of the picture `file` into `cache`. */
async function makeVariants(file: string, missing: (Variant & { extension: string })[], cache: string): Promise<void> {
  // Decoded once, upright as browsers show camera pictures and no wider than the widest variant;
  // each variant is made from these pixels (about 5% less work than decoding the file for each).
  const widest = Math.max(...missing.map((variant) => variant.width));
  const { data, info } = await asPictureProblem(file, () =>
    sharp(file).rotate().resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true }),
  );
  for (const variant of missing) {
    const target = path.join(cache, variant.file);
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // Written beside and renamed, so an interrupted build never leaves half a file in the cache.
    await asPictureProblem(file, () =>
      ENCODERS[variant.extension]!(pixels.resize({ width: variant.width }), variant.width).toFile(`${target}.part`),
    );
    await rename(`${target}.part`, target);
  }
}

/** The content check decodes each picture small; one that fails at full size, or changed since, is named here. */
async function asPictureProblem<T>(file: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const reason = error instanceof Error ? error.message.trim() : String(error);
    const message = `could not be made into the site's picture sizes (${reason}): if the picture is damaged or was not copied completely, copy or export it again`;
    throw new ContentError([{ file: relativeToRepository(file), line: 1, column: 1, field: '-', message }]);
  }
}
