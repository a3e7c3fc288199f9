import type { MetadataRoute } from 'next';
import { aboutPath, contactPath, homePath, productListPath, productPath } from './_addresses';
import {
  getHomeProducts,
  getProductListPage,
  listProductListPages,
  listProducts,
  pageChangedAt,
  productChangedAt,
  productsChangedAt,
} from './_content';
import { routing } from './_i18n/routing';
import { languageAlternates } from './_seo/page-metadata';

export const dynamic = 'force-static';

/**
 * out/sitemap.xml: every indexable page in every locale, each with its alternates in every language,
 * and when its content last changed, as the content tells it (app/_content: from git, or the days
 * products were added): a product's page, its own; the home page and each page of a list, the
 * newest of the products it shows; About and Contact, their own where known.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [listPages, products, home, about, contact] = await Promise.all([
    listProductListPages(),
    listProducts(),
    getHomeProducts(),
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
  const entries = pages.map(async ({ path, lastModified }) => {
    // The same alternates as the page's own head names, its x-default included.
    const languages = await languageAlternates(path);
    return routing.locales.map((locale) => ({ url: languages[locale], ...(lastModified && { lastModified }), alternates: { languages } }));
  });
  return (await Promise.all(entries)).flat();
}
