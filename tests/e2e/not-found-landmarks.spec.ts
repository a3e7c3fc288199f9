import { expect, test } from '@playwright/test';
import { locales } from './support';

/* 404.html carries a header and a footer per language; screen readers list landmarks by role and name. */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page not found names each language’s header and footer by its language', async ({ page }) => {
    await page.goto('/no-such-page/');
    for (const role of ['banner', 'contentinfo'] as const) {
      const names = await page.getByRole(role).evaluateAll((landmarks) => landmarks.map((landmark) => landmark.getAttribute('aria-label')));
      expect(names, role).toEqual(locales.map((locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale.slice(0, 2))));
    }
  });
});

test('with JavaScript, the page not found has one header and one footer, in the visitor’s language', async ({ page }) => {
  await page.goto('/zh-CN/no-such-page/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveAttribute('lang', 'zh-CN');
});
