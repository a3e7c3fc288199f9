import type { MetadataRoute } from 'next';
import { productListPath } from './_components/product/product-list-paths';
import { listProductListPages, listProducts } from './_content';
import { routing } from './_i18n/routing';
import { localeUrl } from './_seo/page-metadata';

export const dynamic = 'force-static';

/** out/sitemap.xml: every indexable page in every locale, each with its other-language alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [listPages, products] = await Promise.all([listProductListPages(), listProducts()]);
  const paths = ['/', ...listPages.map(productListPath), ...products.map((product) => `/product/${product.sku}/`), '/about/', '/contact/'];
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
