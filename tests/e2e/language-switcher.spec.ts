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

test('the switcher opened in a new tab, or its link copied, keeps the query and the section too', async ({ page, context }) => {
  const product = content.products[0]!;
  await page.goto(`/en-US/product/${product.sku}/?from=timeline#care`);
  const switcher = page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel });
  const newTab = context.waitForEvent('page');
  await switcher.click({ modifiers: ['ControlOrMeta'] });
  // A new tab starts at about:blank before it loads the address it was given.
  await expect(await newTab).toHaveURL(new RegExp(`/zh-CN/product/${product.sku}/\\?from=timeline#care$`));
  await expect(page).toHaveURL(`/en-US/product/${product.sku}/?from=timeline#care`);

  // What "Copy link" copies, on the search page, whose query changes as the visitor types.
  await page.goto('/en-US/search/?q=silk');
  await page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel }).click({ button: 'right' });
  await expect(page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel })).toHaveAttribute(
    'href',
    '/zh-CN/search/?q=silk',
  );
});

test('the switcher still moves, with the query, where the browser refuses storage', async ({ page }) => {
  // Blocked cookies: reading localStorage throws, as in Chromium and Firefox.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/en-US/search/?q=silk');
  await page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel }).click();
  await expect(page).toHaveURL('/zh-CN/search/?q=silk');
  await expect(page.getByRole('searchbox')).toHaveValue('silk');
  expect(errors).toEqual([]);
});

test('the switcher works by keyboard from the home page', async ({ page }) => {
  await page.goto('/en-US/');
  await page.getByRole('link', { name: messages['en-US'].LanguageSwitcher.switchToLabel }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/zh-CN/');
});

// The skip link makes a history entry of its own (#main), as any in-page link does.
test('after the skip link, Back from the other language or another page shows the page of the address', async ({ page }, testInfo) => {
  const product = content.products[0]!;
  await page.goto(`/zh-CN/product/${product.sku}/`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/zh-CN/product/${product.sku}/#main`);
  await page.getByRole('link', { name: messages['zh-CN'].LanguageSwitcher.switchToLabel }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goBack();
  await expect(page).toHaveURL(`/zh-CN/product/${product.sku}/#main`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.text['zh-CN'].name);

  await page.goto('/en-US/about/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const nav = messages['en-US'].Navigation;
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: nav.menu }).click();
  await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.contact, exact: true }).click();
  await expect(page).toHaveURL('/en-US/contact/');
  await page.goBack();
  await expect(page).toHaveURL('/en-US/about/#main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.about['en-US'].title);
});
