import type { MetadataRoute } from 'next';
import { aboutPath, contactPath, homePath, localeUrl, productListPath, productPath } from './_addresses';
import { listProductListPages, listProducts } from './_content';
import { routing } from './_i18n/routing';

export const dynamic = 'force-static';

/** out/sitemap.xml: every indexable page in every locale, each with its other-language alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [listPages, products] = await Promise.all([listProductListPages(), listProducts()]);
  const paths = [
    homePath,
    ...listPages.map(productListPath),
    ...products.map((product) => productPath(product.sku)),
    aboutPath,
    contactPath,
  ];
  const entries = paths.flatMap((path) =>
    routing.locales.map(async (locale) => ({
      url: await localeUrl(locale, path),
      alternates: {
        languages: Object.fromEntries(await Promise.all(routing.locales.map(async (other) => [other, await localeUrl(other, path)]))),
      },
    })),
  );
  return Promise.all(entries);
}
