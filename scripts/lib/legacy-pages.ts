import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGACY_PRODUCT_TEMPLATE_SKU } from '../../app/_config/legacy-pages';

/**
 * Writes the legacy redirect page of every product from the one Next rendered for the stand-in
 * sku, then removes the stand-in. Only the HTML is written: no link of the site leads to a legacy
 * address, so Next's client-navigation files for these pages would never be asked for.
 */
export async function writeLegacyProductPages(folder: string, skus: readonly string[]): Promise<void> {
  const templateFolder = path.join(folder, 'product', LEGACY_PRODUCT_TEMPLATE_SKU);
  const template = await readFile(path.join(templateFolder, 'index.html'), 'utf8');
  await Promise.all(
    skus.map(async (sku) => {
      await mkdir(path.join(folder, 'product', sku), { recursive: true });
      await writeFile(path.join(folder, 'product', sku, 'index.html'), template.replaceAll(LEGACY_PRODUCT_TEMPLATE_SKU, sku));
    }),
  );
  await rm(templateFolder, { recursive: true, force: true });
}
