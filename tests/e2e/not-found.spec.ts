import { expect, test } from '@playwright/test';
import { content, expectNoAccessibilityViolations, messages } from './support';

for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = messages[locale].NotFound;

  test(`an unknown address under /${locale}/ answers 404 in ${locale}`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page).toHaveTitle(t.title);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: t.backHome }).click();
    await expect(page).toHaveURL(`/${locale}/`);
  });

  test(`a page not found offers the way on: home, all products, the brand and the other language (${locale})`, async ({ page }) => {
    const other = locale === 'en-US' ? 'zh-CN' : 'en-US';
    await page.goto(`/${locale}/no-such-page/`);
    await page.getByRole('link', { name: t.allProducts }).click();
    await expect(page).toHaveURL(`/${locale}/product/`);

    await page.goto(`/${locale}/no-such-page/`);
    await page.getByRole('banner').getByRole('link', { name: content.site.brandName[locale] }).click();
    await expect(page).toHaveURL(`/${locale}/`);

    await page.goto(`/${locale}/no-such-page/`);
    await page.getByRole('banner').getByRole('link', { name: messages[locale].LanguageSwitcher.switchToLabel }).click();
    await expect(page).toHaveURL(`/${other}/`);
  });

  test(`an unknown product under /${locale}/ answers 404 in ${locale}`, async ({ page }) => {
    const response = await page.goto(`/${locale}/product/no-such-sku/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  });
}

test.describe('an unknown address without a locale', () => {
  test.describe('in a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });
    test('answers in Chinese', async ({ page }) => {
      const response = await page.goto('/no-such-page/');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['zh-CN'].NotFound.title);
    });
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-GB' });
    test('answers in English, unless Chinese was chosen before', async ({ page }) => {
      await page.goto('/no-such-page/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['en-US'].NotFound.title);
      await page.evaluate(() => window.localStorage.setItem('umi_locale', 'zh-CN'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['zh-CN'].NotFound.title);
    });
  });
});
