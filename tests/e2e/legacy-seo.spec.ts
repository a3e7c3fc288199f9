import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { content, locales } from './support';

/*
 * What a crawler that follows an old inbound link reads at a legacy address (tests/e2e/legacy.spec.ts
 * has what visitors see): the HTML as served, without running its scripts.
 */
const siteUrl = new URL(content.site.siteUrl).origin;
test.use({ javaScriptEnabled: false });

const legacyPaths = ['/', '/about/', '/contact/', '/product/', `/product/${content.products[0]!.sku}/`, '/test/'];

test('every legacy address names the pages it leads to in both languages, with the x-default they name', async ({ page }) => {
  for (const path of legacyPaths) {
    await page.goto(path);
    const head = page.locator('head');
    const alternates = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates, path).toEqual([
      ...locales.map((locale) => [locale, `${siteUrl}/${locale}${path}`]),
      ['x-default', `${siteUrl}/en-US${path}`],
    ]);
    // The same x-default as the language pages' own.
    await page.goto(`/en-US${path}`);
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]'), path).toHaveAttribute(
      'href',
      alternates.find(([language]) => language === 'x-default')![1]!,
    );
  }
  // They stay out of search results, and of the sitemap.
  const sitemap = readFileSync('out/sitemap.xml', 'utf8');
  for (const path of legacyPaths) expect(sitemap).not.toContain(`<loc>${siteUrl}${path}</loc>`);
});
