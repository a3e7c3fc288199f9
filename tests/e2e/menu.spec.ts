import { expect, test } from '@playwright/test';
import { locales, messages } from './support';

for (const locale of locales) {
  const t = messages[locale].Navigation;

  test(`the navigation is behind a Menu button on phones only, and works by keyboard (${locale})`, async ({ page }, testInfo) => {
    await page.goto(`/${locale}/`);
    const menu = page.getByRole('button', { name: t.menu });
    const about = page.getByRole('navigation', { name: t.label }).getByRole('link', { name: t.about });

    if (testInfo.project.name !== 'phone') {
      await expect(about).toBeVisible();
      await expect(menu).toBeHidden();
      return;
    }

    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: t.label }).getByRole('link', { name: t.product })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${locale}/about/`);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the navigation is shown at every width', async ({ page }) => {
    await page.goto('/zh-CN/');
    await expect(page.getByRole('navigation', { name: messages['zh-CN'].Navigation.label }).getByRole('link', { name: messages['zh-CN'].Navigation.about })).toBeVisible();
  });
});
