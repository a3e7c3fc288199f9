import { expect, test } from '@playwright/test';
import { content, messages } from './support';

test.use({ locale: 'en-US' });

test('the switcher moves to the same page in Chinese and remembers the choice', async ({ page }) => {
  const product = content.products[1]!;
  await page.goto(`/en-US/product/${product.sku}/`);
  await page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel }).click();
  await expect(page).toHaveURL(`/zh-CN/product/${product.sku}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.text['zh-CN'].name);
  expect(await page.evaluate(() => window.localStorage.getItem('umi_locale'))).toBe('zh-CN');

  // A legacy address now follows the choice, although the browser is English.
  await page.goto('/contact/');
  await expect(page).toHaveURL('/zh-CN/contact/');

  await page.getByRole('link', { name: messages['zh-CN'].LanguageSwitcher.switchToLabel }).click();
  await expect(page).toHaveURL('/en-US/contact/');
  expect(await page.evaluate(() => window.localStorage.getItem('umi_locale'))).toBe('en-US');
});

test('the switcher keeps the query and the section of the address', async ({ page }) => {
  const product = content.products[0]!;
  await page.goto(`/en-US/product/${product.sku}/?from=timeline#care`);
  await page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel }).click();
  await expect(page).toHaveURL(`/zh-CN/product/${product.sku}/?from=timeline#care`);
  await expect(page.getByRole('heading', { level: 2, name: messages['zh-CN'].ProductDetail.care })).toBeInViewport();
});

test('the switcher works by keyboard from the home page', async ({ page }) => {
  await page.goto('/en-US/');
  await page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/zh-CN/');
});
