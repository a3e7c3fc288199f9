import { expect, test } from '@playwright/test';
import { content, expectNoAccessibilityViolations, messages } from './support';
import { storeSelection } from './selection-parts';

for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = messages[locale].NotFound;

  test(`an unknown address under /${locale}/ answers 404 in ${locale}`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page).toHaveTitle(`${t.title} · ${content.site.brandName[locale]}`);
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

    await page.goto(`/${locale}/no-such-page/?from=mail#top`);
    await page.getByRole('banner').getByRole('link', { name: messages[locale].LanguageSwitcher.switchToLabel }).click();
    await expect(page).toHaveURL(`/${other}/no-such-page/?from=mail#top`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[other].NotFound.title);
    // Remembered, as the site's switcher does: the next address without a language opens in it.
    expect(await page.evaluate(() => window.localStorage.getItem('umi_locale'))).toBe(other);
    await page.goto('/contact/');
    await expect(page).toHaveURL(`/${other}/contact/`);
  });

  test(`a page not found, in a folder of the site or outside any, starts with the skip link in its language (${locale})`, async ({
    page,
  }) => {
    for (const address of [`/${locale}/no-such-page/`, '/no-such-page/']) {
      await page.goto(`/${locale}/`);
      await page.evaluate((chosen) => window.localStorage.setItem('umi_locale', chosen), locale);
      await page.goto(address);
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: messages[locale].Layout.skipToContent });
      await expect(skipLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
  });

  test(`a page not found's header counts the saved products, as every page's does (${locale})`, async ({ page }) => {
    const text = messages[locale].Selection;
    await page.goto(`/${locale}/`);
    await storeSelection(
      page,
      content.products.slice(0, 2).map(({ sku }) => ({ sku, quantity: 1, note: '' })),
    );
    await page.goto(`/${locale}/no-such-page/`);
    const link = page.getByRole('banner').getByRole('link', { name: text.link });
    await expect(link).toContainText('2');
    await expect(link).toHaveAccessibleName(new RegExp(`^${text.link} ?${text.savedCount.replace('{count}', '2')}$`));
    await link.click();
    await expect(page).toHaveURL(`/${locale}/selection/`);
  });

  test(`a page not found keeps the site's navigation and footer (${locale})`, async ({ page }, testInfo) => {
    const nav = messages[locale].Navigation;
    await page.goto(`/${locale}/no-such-page/`);
    // On phones the navigation is behind the Menu button, as on every page.
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: nav.menu }).click();
    const navigation = page.getByRole('navigation', { name: nav.label });
    for (const name of [nav.product, nav.about, nav.contact])
      await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(navigation.getByRole('link', { name: new RegExp(`^${nav.shop}`) })).toHaveAttribute('href', content.site.shopUrl);
    await expect(page.getByRole('contentinfo')).toContainText(content.site.icp);
    await navigation.getByRole('link', { name: nav.about, exact: true }).click();
    await expect(page).toHaveURL(`/${locale}/about/`);
  });

  test(`an address with ${locale} typed in small letters opens the page meant, in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale.toLowerCase()}/contact/?from=card#map`);
    await expect(page).toHaveURL(`/${locale}/contact/?from=card#map`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.goto(`/${locale.toLowerCase()}/no-such-page/`);
    await expect(page).toHaveURL(`/${locale}/no-such-page/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
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
