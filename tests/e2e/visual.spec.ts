import { expect, test } from '@playwright/test';
import { locales } from './support';

/*
 * The gallery at /test/ against approved screenshots, per locale and width. After an intended
 * change of look or of the catalogue, approve the new pictures with
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and look at them first.
 */
for (const locale of locales) {
  test(`the UI gallery looks as approved (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/test/`, { waitUntil: 'networkidle' });
    // Lazy pictures below the fold would otherwise be captured half-loaded.
    await page.locator('img').evaluateAll((images: HTMLImageElement[]) => images.forEach((image) => (image.loading = 'eager')));
    await expect
      .poll(() =>
        page.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0)),
      )
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    // Capturing the whole long page can take more than the default 5 s on a busy machine.
    await expect(page).toHaveScreenshot(`test-${locale}.png`, { fullPage: true, maxDiffPixelRatio: 0.01, timeout: 30_000 });
  });
}
