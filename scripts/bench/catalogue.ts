import { cp, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent, type Product, productTextFile } from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';

/**
 * Writes a catalogue of `count` products into `root`, cycling through the sample products of
 * content/ (their texts, types and pictures: each product links the sample's picture, as a
 * catalogue photographed in a few settings would share files). Returns the products written.
 */
export async function writeSyntheticCatalogue(root: string, count: number): Promise<Product[]> {
  const samples = (await loadContent(path.resolve('content'))).products;
  await rm(root, { recursive: true, force: true });
  await cp('content', root, { recursive: true, filter: (source) => !source.includes(`${path.sep}products${path.sep}`) });
  const products = Array.from({ length: count }, (_, index) => {
    const sample = samples[index % samples.length]!;
    const number = String(index + 1).padStart(5, '0');
    return { sample, sku: `bn-${number}`, number };
  });
  for (const { sample, sku, number } of products) {
    const folder = path.join(root, 'products', sku);
    const from = path.join('content', 'products', sample.sku);
    await mkdir(folder, { recursive: true });
    for (const locale of routing.locales) {
      const text = await readFile(path.join(from, productTextFile(locale)), 'utf8');
      const renamed = text
        .replace(/^name: (.*)$/m, `name: $1 ${number}`)
        .replace(/^sku: .*$/m, `sku: ${sku}`)
        .replace(/^variants:\n(  - .*\n)*/m, 'variants: []\n');
      await writeFile(path.join(folder, productTextFile(locale)), renamed);
    }
    for (const image of sample.images) await link(path.join(from, image.file), path.join(folder, image.file));
  }
  // The home page's selected pieces, as the first copy of each.
  const site = path.join(root, 'site.yaml');
  const copyOf = (sample: string) => products.find((product) => product.sample.sku === sample)?.sku ?? sample;
  await writeFile(
    site,
    (await readFile(site, 'utf8')).replace(/^(  - )([\w-]+)$/gm, (_, item, sku) => `${item}${copyOf(sku)}`),
  );
  return (await loadContent(root)).products;
}
