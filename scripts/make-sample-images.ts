/**
 * Generates stand-in product images for the catalogue.
 *
 * For every folder in content/products/, reads index.en-US.md through the content
 * module (as written, before any check: its pictures are what is missing) and, for
 * each file listed under `images` that does not exist yet, draws a silk product on an
 * ivory ground (hand-rolled edge, printed motif, sheen) from an SVG and writes
 * it with sharp. Existing files are never touched, so photographs added by
 * editors are safe and running the script twice changes nothing.
 *
 * The palette is derived from the sku; the motif from keywords in the English
 * product name (hibiscus, bamboo, waves, clouds, brocade lattice), or from the
 * sku when no keyword matches. Long items are drawn at their true aspect ratio.
 * The file's name chooses the view: the whole piece (front.jpg), a close-up of
 * its print and hem (edge.jpg, detail.jpg) or the piece folded (folded.jpg).
 * Pictures are 2,400 pixels square, so that the zoom has the print to show.
 * The drawing is in scripts/lib/sample-images/: a module for each motif.
 *
 * Run from the project root:  npm run images:sample
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '@/app/_content';
import { productTextFile, readProductOutlines } from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';
import { generateMissingImages, productInfo } from './lib/sample-images/files';

async function main(): Promise<void> {
  const root = contentRoot();
  if (!existsSync(path.join(root, 'products'))) {
    console.error(`No products folder at ${path.join(root, 'products')}`);
    process.exitCode = 1;
    return;
  }
  let total = 0;
  for (const { folder, dir, outline } of await readProductOutlines(root)) {
    if (!outline) {
      console.warn(`skip ${folder}: no readable ${productTextFile(routing.defaultLocale)}`);
      continue;
    }
    total += await generateMissingImages(productInfo(dir, outline));
  }
  if (total === 0) console.log('All product images already exist; nothing to do.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
