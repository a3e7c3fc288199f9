import { expect, test, type Page } from '@playwright/test';
import { content, messages } from './support';

const sku = content.products[0]!.sku;
const legacyAddresses = ['/', '/about/', '/contact/', '/product/', `/product/${sku}/`, '/test/', '/404/'];

async function storeLocale(page: Page, value: string) {
  await page.addInitScript((stored) => window.localStorage.setItem('umi_locale', stored), value);
}

/** Where a legacy address lands: the redirect replaces the page, so wait for the locale page. */
async function landing(page: Page, address: string) {
  await page.goto(address);
  await page.waitForURL(/\/(en-US|zh-CN)\//);
  return new URL(page.url());
}

test.describe('legacy addresses with an English browser', () => {
  test.use({ locale: 'en-US' });

  for (const address of legacyAddresses) {
    test(`${address} moves to the same page in English`, async ({ page }) => {
      expect((await landing(page, address)).pathname).toBe(`/en-US${address}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  }

  test('a stored zh-CN choice wins over the English browser', async ({ page }) => {
    await storeLocale(page, 'zh-CN');
    expect((await landing(page, '/about/')).pathname).toBe('/zh-CN/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.about['zh-CN'].title);
  });

  test('every product has its legacy address, which leads to that product', async ({ page }) => {
    // A redirect and a page per product: on a busy two-core machine, more than one test's 30 s.
    test.slow();
    for (const product of content.products) {
      expect((await landing(page, `/product/${product.sku}/`)).pathname).toBe(`/en-US/product/${product.sku}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.text['en-US'].name);
    }
  });

  test('query and hash are kept', async ({ page }) => {
    const url = await landing(page, `/product/${sku}/?ref=x#care`);
    expect(url.pathname).toBe(`/en-US/product/${sku}/`);
    expect(url.search).toBe('?ref=x');
    expect(url.hash).toBe('#care');
  });

  test('the redirect replaces the legacy address in the history', async ({ page }) => {
    await page.goto('/en-US/about/');
    await landing(page, '/contact/');
    await page.goBack();
    await expect(page).toHaveURL('/en-US/about/');
  });
});

test.describe('legacy addresses with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('move to the Chinese page', async ({ page }) => {
    expect((await landing(page, `/product/${sku}/`)).pathname).toBe(`/zh-CN/product/${sku}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.products[0]!.text['zh-CN'].name);
  });

  test('a stored en-US choice wins over the Chinese browser', async ({ page }) => {
    await storeLocale(page, 'en-US');
    expect((await landing(page, '/contact/')).pathname).toBe('/en-US/contact/');
  });

  for (const stored of ['de-DE', 'garbage', 'zh-cn']) {
    test(`a stored ${JSON.stringify(stored)} is skipped`, async ({ page }) => {
      await storeLocale(page, stored);
      expect((await landing(page, '/')).pathname).toBe('/zh-CN/');
    });
  }
});

for (const [browserLocale, expected] of [
  ['zh-TW', 'zh-CN'],
  ['en-GB', 'en-US'],
  ['fr-FR', 'en-US'],
] as const) {
  test.describe(`legacy addresses with a ${browserLocale} browser`, () => {
    test.use({ locale: browserLocale });

    test(`go to ${expected}`, async ({ page }) => {
      expect((await landing(page, '/product/')).pathname).toBe(`/${expected}/product/`);
    });
  });
}

test.describe('legacy addresses without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offer both languages', async ({ page }) => {
    await page.goto('/about/');
    await expect(page).toHaveURL('/about/');
    await expect(page.getByRole('link', { name: messages['en-US'].Legacy.language })).toHaveAttribute('href', '/en-US/about/');
    await expect(page.getByRole('link', { name: messages['zh-CN'].Legacy.language })).toHaveAttribute('href', '/zh-CN/about/');
  });
});
