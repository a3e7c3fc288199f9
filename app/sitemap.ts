import type { MetadataRoute } from 'next';
import { aboutPath, contactPath, homePath, localeUrl, productListPath, productPath } from './_addresses';
import {
  getHomePieces,
  getProductListPage,
  listProductListPages,
  listProducts,
  pageChangedAt,
  productChangedAt,
  productsChangedAt,
} from './_content';
import { routing } from './_i18n/routing';

export const dynamic = 'force-static';

/**
 * out/sitemap.xml: every indexable page in every locale, each with its other-language alternates,
 * and when its content last changed, as the content tells it (app/_content: from git, or the days
 * products were added): a product's page, its own; the home page and each page of a list, the
 * newest of the products it shows; About and Contact, their own where known.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [listPages, products, home, about, contact] = await Promise.all([
    listProductListPages(),
    listProducts(),
    getHomePieces(),
    pageChangedAt('about'),
    pageChangedAt('contact'),
  ]);
  const listed = await Promise.all(listPages.map(({ type, page }) => getProductListPage(type, page)));
  const pages: { path: string; lastModified?: string }[] = [
    { path: homePath, lastModified: await productsChangedAt([...home.newArrivals, ...home.selected]) },
    ...(await Promise.all(
      listPages.map(async (page, index) => ({
        path: productListPath(page),
        lastModified: await productsChangedAt(listed[index]!.products),
      })),
    )),
    ...(await Promise.all(
      products.map(async (product) => ({ path: productPath(product.sku), lastModified: await productChangedAt(product) })),
    )),
    { path: aboutPath, lastModified: about },
    { path: contactPath, lastModified: contact },
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
