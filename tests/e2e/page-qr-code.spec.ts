import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readQrCode } from '@/tests/shared/qr-code';
import { content, expectNoAccessibilityViolations, locales, messages } from './support';

/*
 * A product page's QR code, for a desktop visitor to carry the page to a phone (app/_components/
 * product/page-qr-code.tsx): read from the screen as a camera would, against the page's
 * canonical address. Under a base path: base-path.spec.ts.
 */
const product = content.products[0]!;

function qrCodeParts(page: Page, locale: (typeof locales)[number]) {
  const t = messages[locale].PageQrCode;
  return {
    summary: page.getByText(t.summary, { exact: true }),
    code: page.getByRole('img', { name: t.imageLabel }),
    caption: page.getByText(t.caption, { exact: true }),
  };
}

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

/** Opens the product's page and clicks its QR code open; on a phone, sees that it is not offered, and gives nothing. */
async function openQrCode(page: Page, locale: (typeof locales)[number], testInfo: TestInfo) {
  await page.goto(`/${locale}/product/${product.sku}/`);
  const { summary, code } = qrCodeParts(page, locale);
  if (testInfo.project.name === 'phone') {
    await expect(summary).toBeHidden();
    return undefined;
  }
  await summary.click();
  return code;
}

for (const locale of locales) {
  test(`a product page offers its QR code at desktop widths, by keyboard, reading as its canonical address (${locale})`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${locale}/product/${product.sku}/`);
    const { summary, code, caption } = qrCodeParts(page, locale);

    if (testInfo.project.name === 'phone') {
      // A phone is where it would lead: neither shown nor read out there.
      await expect(summary).toBeHidden();
      await expect(page.getByRole('group').filter({ hasText: messages[locale].PageQrCode.summary })).toHaveCount(0);
      return;
    }

    await expect(code).toBeHidden();
    // It follows the way to buy and the Save button, in the order of the page.
    await page.getByRole('link', { name: messages[locale].ProductDetail.buyOnline }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `${messages[locale].Selection.save} ${product.text[locale].name}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(code).toBeVisible();
    await expect(caption).toBeVisible();

    const canonical = await canonicalOf(page);
    expect(canonical).toMatch(new RegExp(`^https://[^/]+/${locale}/product/${product.sku}/$`));
    await expect(page.getByText(canonical!, { exact: true })).toBeVisible();
    const drawing = await code.screenshot();
    await testInfo.attach(`qr-code-${locale}`, { body: drawing, contentType: 'image/png' });
    const reading = await readQrCode(drawing);
    expect(reading?.text).toBe(canonical);
    expect(reading?.quietZone).toBeCloseTo(4, 0);
    // Black on white: the most contrast there is, where at least 3:1 is asked.
    expect(reading?.colours).toEqual(['#000000', '#ffffff']);

    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Enter');
    await expect(code).toBeHidden();
  });

  test(`the QR code stays black on white under a dark scheme and forced colours (${locale})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
    const code = await openQrCode(page, locale, testInfo);
    if (!code) return;
    const reading = await readQrCode(await code.screenshot());
    expect(reading?.text).toBe(await canonicalOf(page));
    expect(reading?.quietZone).toBeCloseTo(4, 0);
    expect(reading?.colours).toEqual(['#000000', '#ffffff']);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`the QR code opens at desktop widths and stays hidden on phones (${locale})`, async ({ page }, testInfo) => {
      const code = await openQrCode(page, locale, testInfo);
      if (!code) return;
      await expect(code).toBeVisible();
      expect((await readQrCode(await code.screenshot()))?.text).toBe(await canonicalOf(page));
    });
  }
});
