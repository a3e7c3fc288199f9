import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '@/app/_components/product/format-price';
import { content, locales, messages } from './support';

/*
 * What search engines and link previews read. The site is built for its own address (siteUrl in
 * content/site.yaml) and served here from another, so absolute addresses are compared to siteUrl.
 */
const siteUrl = new URL(content.site.siteUrl).origin;
// Read as crawlers and link previews read it: the HTML as served, without running its scripts.
test.use({ javaScriptEnabled: false });

const indexable = [
  '/',
  '/product/',
  ...content.productTypes.map((type) => `/product/type/${type.id}/`),
  ...content.products.map((product) => `/product/${product.sku}/`),
  '/about/',
  '/contact/',
];

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

for (const locale of locales) {
  const brand = content.site.brandName[locale];

  test(`every ${locale} page has its title, description, canonical address, alternates and cards`, async ({ page }) => {
    // Every page and its picture, one after the other: on a busy two-core machine, more than one test's 30 s.
    test.slow();
    for (const path of indexable) {
      await page.goto(`/${locale}${path}`);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const title = path === '/' ? brand : `${heading} · ${brand}`;
      const head = page.locator('head');
      await expect(page, path).toHaveTitle(title);
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(20);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/${locale}${path}`);
      for (const [hreflang, target] of [...locales.map((other) => [other, other]), ['x-default', 'en-US']]) {
        await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', `${siteUrl}/${target}${path}`);
      }
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}/${locale}${path}`);
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale.replace('-', '_'));
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const image = await head.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(new RegExp(`^${siteUrl}/`));
      // The picture exists on this server at the same path.
      expect((await page.request.get(new URL(image!).pathname)).status(), image!).toBe(200);
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });

  test(`/test/ and /404/ stay out of search results (${locale})`, async ({ page }) => {
    for (const path of ['/test/', '/404/']) {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test(`the home page describes the house as an Organization (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    const [organization] = await structuredData(page);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand,
      url: `${siteUrl}/${locale}/`,
      email: content.contact.email,
      telephone: content.contact.tel,
    });
  });

  test(`each product page gives search engines what it shows: product, offer and breadcrumbs (${locale})`, async ({ page }) => {
    // Every product page in turn: on a busy two-core machine, close to one test's 30 s.
    test.slow();
    const t = messages[locale];
    for (const product of content.products) {
      await page.goto(`/${locale}/product/${product.sku}/`);
      const [offered, breadcrumbs] = await structuredData(page);
      const buyOnline = await page.getByRole('link', { name: t.ProductDetail.buyOnline }).getAttribute('href');
      await expect(page.locator('.spec-sheet')).toContainText(formatPrice(product.price, locale));
      expect(offered).toMatchObject({
        '@type': 'Product',
        name: await page.getByRole('heading', { level: 1 }).textContent(),
        sku: product.sku,
        offers: { '@type': 'Offer', price: product.price.amount, priceCurrency: product.price.currency, url: buyOnline },
      });
      expect((offered as { offers: { availability: string } }).offers.availability).toBe('https://schema.org/InStock');
      const trail = page.getByRole('navigation', { name: t.ProductDetail.breadcrumb }).getByRole('listitem');
      expect((breadcrumbs as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name)).toEqual(
        (await trail.allTextContents()).map((text) => text.trim()),
      );
    }
  });

  test(`the breadcrumbs lead to the list of the product's type (${locale})`, async ({ page }) => {
    const [product] = content.products;
    const typeName = content.productTypes.find((type) => type.id === product!.type)!.name[locale];
    await page.goto(`/${locale}/product/${product!.sku}/`);
    const breadcrumb = page.getByRole('navigation', { name: messages[locale].ProductDetail.breadcrumb });
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product!.text[locale].name);
    await breadcrumb.getByRole('link', { name: typeName }).click();
    await expect(page).toHaveURL(`/${locale}/product/type/${product!.type}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(typeName);
  });
}

test('sitemap.xml lists every indexable page in both locales with alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  expect(locations.toSorted()).toEqual(locales.flatMap((locale) => indexable.map((path) => `${siteUrl}/${locale}${path}`)).toSorted());
  for (const url of locations) expect(url).toMatch(/^https:\/\//);
  expect(sitemap).not.toMatch(/\/(test|404)\//);
  for (const locale of locales) {
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${siteUrl}/${locale}/about/" />`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  // The public site turns no crawler away (a staging copy does: tests/e2e/base-path.spec.ts).
  expect(robots).not.toMatch(/^Disallow:/m);
});
