import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { lineSheetPath, notFoundFile, selectionPath } from '@/app/_addresses/site-addresses';
import { formatPrice } from '@/app/_lib/product/format-price';
import { NEW_ARRIVALS_SHOWN } from '@/app/_config/home';
import { ADMIN_FOLDER } from '@/app/_config/http-headers';
import { documentTitle, filesUnder, normalised, parsePage, readPage, structuredData, theOne, theOneNamed } from './exported-html';
import { content, locales, messages } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * What search engines and link previews read: the HTML as served, without running its scripts,
 * read from the exported files (no browser). The site is built for its own address (siteUrl in
 * content/site.yaml) and served here from another, so absolute addresses are compared to siteUrl.
 */
const siteUrl = new URL(content.site.siteUrl).origin;

const indexable = [
  '/',
  '/product/',
  ...content.productTypes.map((type) => `/product/type/${type.id}/`),
  ...content.products.map((product) => `/product/${product.sku}/`),
  '/about/',
  '/contact/',
];

test('every page tells Baidu it suits phones and computers alike, so that its mobile search neither looks for a phone site nor transcodes it', async () => {
  const pages = (await filesUnder('out', '.html')).filter((file) => !file.startsWith(`out/${ADMIN_FOLDER}/`));
  expect(pages.length).toBeGreaterThan(100);
  for (const file of pages) {
    const $ = parsePage(await readFile(file, 'utf8'));
    expect(theOne($('head'), 'meta[name="applicable-device"]').attr('content'), file).toBe('pc,mobile');
  }
});

test('the page every unknown address gets stays out of search results, marked once', async () => {
  const $ = parsePage(await readFile(path.join('out', notFoundFile), 'utf8'));
  expect(theOne($, 'meta[name="robots"]').attr('content')).toMatch(/noindex/);
});

for (const locale of locales) {
  const brand = content.site.brandName[locale];

  test(`every ${locale} page has its title, description, canonical address, alternates and cards`, async ({ request }) => {
    for (const path of indexable) {
      const $ = await readPage(`/${locale}${path}`);
      const heading = theOne($, 'h1').text().trim();
      const title = path === '/' ? brand : `${heading} · ${brand}`;
      const head = $('head');
      const attribute = (selector: string, name: string) => theOne(head, selector).attr(name);
      expect(documentTitle($), path).toBe(title);
      const description = attribute('meta[name="description"]', 'content');
      expect(description?.length, path).toBeGreaterThan(20);
      expect(attribute('link[rel="canonical"]', 'href'), path).toBe(`${siteUrl}/${locale}${path}`);
      for (const [hreflang, target] of [...locales.map((other) => [other, other]), ['x-default', 'en-US']]) {
        expect(attribute(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href'), path).toBe(`${siteUrl}/${target}${path}`);
      }
      expect(attribute('meta[property="og:title"]', 'content'), path).toBe(title);
      expect(attribute('meta[property="og:description"]', 'content'), path).toBe(description);
      expect(attribute('meta[property="og:url"]', 'content'), path).toBe(`${siteUrl}/${locale}${path}`);
      expect(attribute('meta[property="og:locale"]', 'content'), path).toBe(locale.replace('-', '_'));
      expect(attribute('meta[name="twitter:card"]', 'content'), path).toBe('summary_large_image');
      const image = attribute('meta[property="og:image"]', 'content');
      expect(image, path).toMatch(new RegExp(`^${siteUrl}/`));
      // The picture exists on this server at the same path, at the size the page gives it.
      const picture = await request.get(new URL(image!).pathname);
      expect(picture.status(), image!).toBe(200);
      const { width, height } = await sharp(await picture.body()).metadata();
      expect(attribute('meta[property="og:image:width"]', 'content'), image!).toBe(String(width));
      expect(attribute('meta[property="og:image:height"]', 'content'), image!).toBe(String(height));
      expect(head.find('meta[name="robots"]'), path).toHaveLength(0);
    }
  });

  test(`/test/ and /404/ stay out of search results (${locale})`, async () => {
    for (const path of ['/test/', '/404/']) {
      const $ = await readPage(`/${locale}${path}`);
      expect(theOne($, 'meta[name="robots"]').attr('content'), path).toMatch(/noindex/);
    }
  });

  test(`the selection and the line sheets stay out of search results, the sitemap and the site's search (${locale})`, async () => {
    const sitemap = await readFile('out/sitemap.xml', 'utf8');
    for (const path of [selectionPath, lineSheetPath(), ...content.productTypes.map((type) => lineSheetPath(type.id))]) {
      const $ = await readPage(`/${locale}${path}`);
      expect(theOne($, 'meta[name="robots"]').attr('content'), path).toMatch(/noindex/);
      expect(theOne($, 'link[rel="canonical"]').attr('href'), path).toBe(`${siteUrl}/${locale}${path}`);
      expect($('[data-pagefind-body]'), path).toHaveLength(0);
      expect(sitemap, path).not.toContain(`/${locale}${path}`);
    }
  });

  test(`the home page describes the house as an Organization (${locale})`, async () => {
    const [organization] = structuredData(await readPage(`/${locale}/`));
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand,
      url: `${siteUrl}/${locale}/`,
      email: content.contact.email,
      telephone: content.contact.tel,
    });
  });

  test(`each product page gives search engines what it shows: product, offer and breadcrumbs (${locale})`, async () => {
    const t = messages[locale];
    for (const product of content.products) {
      const $ = await readPage(`/${locale}/product/${product.sku}/`);
      const [offered, breadcrumbs] = structuredData($);
      const buyOnline = theOneNamed($, 'a', t.ProductDetail.buyOnline).attr('href');
      expect(normalised(theOne($, parts.specSheet).text()), product.sku).toContain(formatPrice(product.price, locale));
      expect(offered).toMatchObject({
        '@type': 'Product',
        name: theOne($, 'h1').text(),
        sku: product.sku,
        offers: { '@type': 'Offer', price: product.price.amount, priceCurrency: product.price.currency, url: buyOnline },
      });
      expect((offered as { offers: { availability: string } }).offers.availability).toBe('https://schema.org/InStock');
      // The day it was added, as the page dates it.
      expect(offered).toMatchObject({ releaseDate: product.added });
      expect(theOne($, `${parts.addedLine} time`).attr('datetime')).toBe(product.added);
      const trail = theOneNamed($, 'nav', t.ProductDetail.breadcrumb).find('li');
      expect((breadcrumbs as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name)).toEqual(
        trail.toArray().map((item) => $(item).text().trim()),
      );
    }
  });

  test(`the breadcrumbs lead to the list of the product's type (${locale})`, async () => {
    const [product] = content.products;
    const typeName = content.productTypes.find((type) => type.id === product!.type)!.name[locale];
    const breadcrumb = theOneNamed(await readPage(`/${locale}/product/${product!.sku}/`), 'nav', messages[locale].ProductDetail.breadcrumb);
    expect(normalised(theOne(breadcrumb, '[aria-current="page"]').text())).toBe(product!.text[locale].name);
    // Followed as a crawler follows it: the address it names, and the page there.
    const list = theOneNamed(breadcrumb, 'a', typeName).attr('href')!;
    expect(list).toBe(`/${locale}/product/type/${product!.type}/`);
    expect(normalised(theOne(await readPage(list), 'h1').text())).toBe(typeName);
  });
}

test('sitemap.xml lists every indexable page in both locales with alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  expect(locations.toSorted()).toEqual(locales.flatMap((locale) => indexable.map((path) => `${siteUrl}/${locale}${path}`)).toSorted());
  for (const url of locations) expect(url).toMatch(/^https:\/\//);
  expect(sitemap).not.toMatch(/\/(test|404)\//);
  for (const [hreflang, target] of [...locales.map((locale) => [locale, locale]), ['x-default', 'en-US']]) {
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}/${target}/about/" />`);
  }
  // When each page last changed, as the content dates it: from git, a page's files' newest commit
  // (a list's, its products'); without the history, the day a product was added.
  const lastModified = Object.fromEntries(
    [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, url, rest]) => [
      url,
      /<lastmod>([^<]+)</.exec(rest!)?.[1],
    ]),
  );
  const { changes } = content;
  const changedAt = (product: (typeof content.products)[number]) =>
    ('missing' in changes ? undefined : changes.products[product.sku]) ?? product.added;
  const newest = (products: typeof content.products) => products.map(changedAt).toSorted((a, b) => Date.parse(b) - Date.parse(a))[0];
  // The home page's pieces: the newest, then those the editors chose (the sample content chooses).
  const chosen = content.products.filter((product) => content.site.selectedPieces.includes(product.sku));
  const firstPage = (type?: string) =>
    content.products.filter((product) => !type || product.type === type).slice(0, content.site.productsPerPage);
  for (const locale of locales) {
    const dated = (path: string) => lastModified[`${siteUrl}/${locale}${path}`];
    expect(dated('/product/')).toBe(newest(firstPage()));
    for (const { id } of content.productTypes) expect(dated(`/product/type/${id}/`)).toBe(newest(firstPage(id)));
    for (const product of content.products) expect(dated(`/product/${product.sku}/`)).toBe(changedAt(product));
    expect(dated('/')).toBe(newest([...content.products.slice(0, NEW_ARRIVALS_SHOWN), ...chosen]));
    expect(dated('/about/')).toBe('missing' in changes ? undefined : changes.about);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  // The public site turns no crawler away (a staging copy does: tests/e2e/base-path.spec.ts).
  expect(robots).not.toMatch(/^Disallow:/m);
});
