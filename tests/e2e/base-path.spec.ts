import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readQrCode } from '@/tests/shared/qr-code';
import { filesUnder, parsePage } from './exported-html';
import { BASE_PATH, BASE_PATH_BUILD, BASE_PATH_PORT, STAGING_SITE_URL } from './servers/test-servers';
import { collectPageErrors, content, locales, messages } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * The site built with BASE_PATH=/silk, SITE_URL set to a staging host and NOINDEX=true, served
 * under /silk (tests/e2e/servers/variant-builds.ts).
 */
test.use({ baseURL: `http://127.0.0.1:${BASE_PATH_PORT}`, locale: 'zh-CN' });

const origin = `http://127.0.0.1:${BASE_PATH_PORT}`;
const siteUrl = STAGING_SITE_URL;

test('under a base path, every page, picture and script loads and the visitor can go everywhere', async ({ page }) => {
  const errors = collectPageErrors(page, origin);
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  const t = messages['zh-CN'];
  const [product] = content.products;

  // A legacy address still finds the visitor's language.
  await page.goto(`${BASE_PATH}/product/`);
  await expect(page).toHaveURL(`${BASE_PATH}/zh-CN/product/`);
  await page.getByRole('link', { name: product!.text['zh-CN'].name }).first().click();
  await expect(page).toHaveURL(`${BASE_PATH}/zh-CN/product/${product!.sku}/`);
  const picture = page.locator(parts.galleryPicture).first();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: t.LanguageSwitcher.switchToLabel }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/en-US/product/${product!.sku}/`);
  await page
    .getByRole('navigation', { name: messages['en-US'].Navigation.label })
    .getByRole('link', { name: messages['en-US'].Navigation.about })
    .click();
  await expect(page).toHaveURL(`${BASE_PATH}/en-US/about/`);
  // SITE_URL replaces siteUrl from content/site.yaml in every absolute address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${BASE_PATH}/en-US/about/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}${BASE_PATH}/en-US/about/`);
  expect(errors).toEqual([]);
});

for (const locale of locales) {
  test(`under a base path, a product page's QR code reads as its canonical address, with the prefix and the SITE_URL host (${locale})`, async ({
    page,
  }) => {
    const t = messages[locale].PageQrCode;
    const [product] = content.products;
    await page.goto(`${BASE_PATH}/${locale}/product/${product!.sku}/`);
    const canonical = `${siteUrl}${BASE_PATH}/${locale}/product/${product!.sku}/`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await page.getByText(t.summary, { exact: true }).click();
    await expect(page.getByText(canonical, { exact: true })).toBeVisible();
    const reading = await readQrCode(await page.getByRole('img', { name: t.imageLabel }).screenshot());
    expect(reading?.text).toBe(canonical);
    expect(reading?.quietZone).toBeCloseTo(4, 0);
  });
}

test('under a base path, the sitemap and robots.txt carry the prefix and the SITE_URL host', async ({ request }) => {
  const sitemap = await (await request.get(`${BASE_PATH}/sitemap.xml`)).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
  expect(locations.length).toBeGreaterThan(0);
  for (const url of locations) expect(url.startsWith(`${siteUrl}${BASE_PATH}/`), url).toBe(true);
  expect(await (await request.get(`${BASE_PATH}/robots.txt`)).text()).toContain(`Sitemap: ${siteUrl}${BASE_PATH}/sitemap.xml`);
});

test('a staging copy built with NOINDEX=true keeps every page out of search results and turns crawlers away', async ({
  request,
}, testInfo) => {
  const pages = await filesUnder(BASE_PATH_BUILD.outDir, '.html');
  const indexable: string[] = [];
  for (const page of pages) {
    const $ = parsePage(await readFile(page, 'utf8'));
    const robots = $('meta[name="robots"]')
      .toArray()
      .map((meta) => $(meta).attr('content') ?? '');
    if (!robots.some((content) => /^noindex\b/.test(content))) indexable.push(page);
  }
  expect(indexable).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(60);
  testInfo.annotations.push({ type: 'pages checked', description: String(pages.length) });
  const robots = await (await request.get(`${BASE_PATH}/robots.txt`)).text();
  expect(robots).toMatch(/^Disallow: \/$/m);
  expect(robots).not.toMatch(/^Allow:/m);
  // Hosts that read _headers say so of the pictures too.
  const headers = await readFile(path.join(BASE_PATH_BUILD.outDir, '_headers'), 'utf8');
  expect(headers).toContain(`${BASE_PATH}/*\n`);
  expect(headers.split('\n\n').find((rule) => rule.startsWith(`${BASE_PATH}/*\n`))).toContain('X-Robots-Tag: noindex');
  // Netlify serves 404.html of the root of what it publishes only: the last rule gives the site's own, for what no file answers.
  const redirects = (await readFile(path.join(BASE_PATH_BUILD.outDir, '_redirects'), 'utf8')).trimEnd().split('\n');
  expect(redirects.at(-1)).toBe(`${BASE_PATH}/* ${BASE_PATH}/404.html 404`);
});
