import type { MetadataRoute } from 'next';
import { aboutPath, contactPath, homePath, localeUrl, productListPath, productPath } from './_addresses';
import { listProductListPages, listProducts, listProductsByType } from './_content';
import { routing } from './_i18n/routing';

export const dynamic = 'force-static';

/**
 * out/sitemap.xml: every indexable page in every locale, each with its other-language alternates,
 * and, where content dates it, when it last changed: a product's page the day it was added, a list
 * (the home page's new arrivals too) the day its newest product was. The About and Contact pages
 * have no date to tell.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [listPages, products, byType] = await Promise.all([listProductListPages(), listProducts(), listProductsByType()]);
  // Lists are newest first: their first product's day is their last change.
  const newest = products[0]?.added;
  const pages: { path: string; lastModified?: string }[] = [
    { path: homePath, lastModified: newest },
    ...listPages.map((page) => ({
      path: productListPath(page),
      lastModified: page.type === undefined ? newest : byType.get(page.type)?.[0]?.added,
    })),
    ...products.map((product) => ({ path: productPath(product.sku), lastModified: product.added })),
    { path: aboutPath },
    { path: contactPath },
  ];
  const entries = pages.flatMap(({ path, lastModified }) =>
    routing.locales.map(async (locale) => ({
      url: await localeUrl(locale, path),
      ...(lastModified && { lastModified }),
      alternates: {
        languages: Object.fromEntries(await Promise.all(routing.locales.map(async (other) => [other, await localeUrl(other, path)]))),
      },
    })),
  );
  return Promise.all(entries);
}
