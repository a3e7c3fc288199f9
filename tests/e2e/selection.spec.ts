import { expect, test, type Locator } from '@playwright/test';
import { telephoneHref } from '@/app/_addresses/site-addresses';
import { MAX_MAILTO_LENGTH, MAX_NOTE_LENGTH, SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import { content, expectNoAccessibilityViolations, locales, messages } from './support';
import {
  escaped,
  first,
  headerLink,
  name,
  noteOf,
  other,
  quantityOf,
  readEnquiry,
  saveButton,
  second,
  storedSelection,
  storeSelection,
  third,
  url,
} from './selection-parts';

/*
 * A buyer's selection: pieces saved from cards and product pages, the same in both languages and
 * every tab, kept over a reload, and sent as an enquiry by mail or as text (shared by address and
 * printed: selection-shared.spec.ts).
 */

for (const locale of locales) {
  const text = messages[locale].Selection;

  test(`pieces saved from a card and a product page are counted, listed in both languages, and kept with their quantity and note (${locale})`, async ({
    page,
  }, testInfo) => {
    // Six page loads and three accessibility checks, one after the other: up to 28 s of the usual
    // 30 on a busy two-core machine.
    test.slow();
    await page.goto(`/${locale}/product/`);
    const card = saveButton(page, locale, first!.sku);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // By keyboard, or by touch on a phone.
    if (testInfo.project.name === 'phone') await card.tap();
    else {
      await card.focus();
      await page.keyboard.press('Space');
    }
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(headerLink(page, locale)).toContainText('1');
    // Said in the language's own words and punctuation (the label and the count are elements apart: a space may part them).
    const savedCount = text.savedCount.replace('{count}', '1');
    await expect(headerLink(page, locale)).toHaveAccessibleName(new RegExp(`^${text.link} ?${savedCount}$`));
    await expectNoAccessibilityViolations(page);

    await page.goto(`/${locale}/product/${second!.sku}/`);
    await expect(headerLink(page, locale)).toContainText('1');
    await saveButton(page, locale, second!.sku).click();
    await expect(saveButton(page, locale, second!.sku)).toHaveAttribute('aria-pressed', 'true');
    await expect(headerLink(page, locale)).toContainText('2');

    // In the other language, the same pieces.
    const otherLocale = other(locale);
    await page.goto(`/${otherLocale}/product/${first!.sku}/`);
    await expect(saveButton(page, otherLocale, first!.sku)).toHaveAttribute('aria-pressed', 'true');
    await headerLink(page, otherLocale).click();
    await expect(page).toHaveURL(`/${otherLocale}/selection/`);
    for (const { sku } of [first!, second!]) {
      await expect(page.getByRole('link', { name: name(sku, otherLocale), exact: true })).toBeVisible();
    }

    await page.goto(`/${locale}/selection/`);
    const quantity = quantityOf(page, locale, first!.sku);
    await quantity.fill('40');
    await noteOf(page, locale, first!.sku).fill('ivory, gift boxes');
    // What is not a whole number from 1 to 9,999 is refused at the field, and the last good one kept.
    for (const wrong of ['0', '12.5', 'forty', '10000', '']) {
      await quantity.fill(wrong);
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(quantity).toHaveAccessibleDescription(text.quantityError.replace('{max}', (9999).toLocaleString(locale)));
    }
    // Nothing is sent while a field says another quantity than the selection holds.
    await expect(page.getByText(text.correctQuantities)).toBeVisible();
    await expect(page.getByRole('link', { name: text.sendEnquiry })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    // Digits typed in a Chinese keyboard's full-width mode are digits.
    await quantity.fill('４０');
    await expect(quantity).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByRole('link', { name: text.sendEnquiry })).toBeVisible();
    await expect(page.getByText(text.total.replace('{designs}', '2').replace('{count}', '41'))).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // Typed key by key, 12000 passes 1200 on the way: refused at last, it leaves the quantity it began from.
    await quantity.fill('');
    await quantity.pressSequentially('12000');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text.total.replace('{designs}', '2').replace('{count}', '41'))).toBeVisible();
    await page.reload();
    await expect(quantity).toHaveValue('40');

    await page.reload();
    await expect(quantityOf(page, locale, first!.sku)).toHaveValue('40');
    await expect(noteOf(page, locale, first!.sku)).toHaveValue('ivory, gift boxes');
    expect(await storedSelection(page)).toEqual({
      version: 1,
      pieces: [
        { sku: first!.sku, quantity: 40, note: 'ivory, gift boxes' },
        { sku: second!.sku, quantity: 1, note: '' },
      ],
    });

    await page.getByRole('button', { name: `${text.remove} ${name(first!.sku, locale)}` }).click();
    await expect(page.getByRole('link', { name: name(first!.sku, locale), exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text.productsHeading })).toBeFocused();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text.removed.replace('{name}', name(first!.sku, locale)));
    await expect(headerLink(page, locale)).toContainText('1');
    // The last one, by keyboard: the keyboard's place is the words that the selection is empty.
    await page.getByRole('button', { name: `${text.remove} ${name(second!.sku, locale)}` }).press('Enter');
    await expect(page.getByText(text.empty)).toBeFocused();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text.removed.replace('{name}', name(second!.sku, locale)));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text.browse })).toBeFocused();
    await expect(page.getByRole('link', { name: text.browse })).toHaveAttribute('href', `/${locale}/product/`);
    await expectNoAccessibilityViolations(page);
  });

  test(`the header's links stay in place when the saved count comes (${locale})`, async ({ page }) => {
    const places = async () => {
      await expect(headerLink(page, locale)).toBeVisible();
      // Each link and button of the header row, by where it starts.
      return page
        .getByRole('banner')
        .locator('a:visible, button:visible')
        .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    };
    await page.goto(`/${locale}/about/`);
    const empty = await places();
    await storeSelection(
      page,
      content.products.slice(0, 12).map(({ sku }) => ({ sku, quantity: 1, note: '' })),
    );
    await page.reload();
    await expect(headerLink(page, locale)).toContainText(String(Math.min(12, content.products.length)));
    expect(await places()).toEqual(empty);
  });

  test(`a saved piece shows the facts its line sheet prints and its page gives (${locale})`, async ({ page }) => {
    const product = content.products.find((product) => product.variants.length > 0)!;
    const factsIn = async (list: Locator) => {
      await expect(list).toBeVisible();
      const [labels, values] = await Promise.all([list.locator('dt').allTextContents(), list.locator('dd').allTextContents()]);
      return new Map(labels.map((label, index) => [label, values[index]]));
    };
    await page.goto(`/${locale}/line-sheet/`);
    const printed = await factsIn(page.getByRole('article', { name: product.text[locale].name, exact: true }).locator('dl'));
    expect(printed.get(messages[locale].ProductSpec.otherColors)).toBeTruthy();

    await storeSelection(page, [{ sku: product.sku, quantity: 1, note: '' }]);
    await page.goto(`/${locale}/selection/`);
    const listed = await factsIn(page.getByRole('listitem').filter({ hasText: product.sku }).locator('dl'));
    expect([...listed]).toEqual([...printed]);

    // The piece's own page shows its other colors with their pictures, not in its spec sheet.
    await page.goto(`/${locale}/product/${product.sku}/`);
    const spec = await factsIn(page.locator('dl').first());
    expect([...printed].filter(([label]) => label !== messages[locale].ProductSpec.otherColors)).toEqual(
      [...printed.keys()].filter((label) => spec.has(label)).map((label) => [label, spec.get(label)]),
    );
  });

  test(`on the narrowest phone a saved piece's style code, measures and price each stay whole (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/${locale}/selection/`);
    await storeSelection(
      page,
      content.products.map(({ sku }) => ({ sku, quantity: 1, note: '' })),
    );
    await page.reload();
    const facts = page.getByRole('listitem').filter({ hasText: first!.sku }).locator('dl');
    await expect(facts).toBeVisible();
    const labels = messages[locale].ProductSpec;
    const lines = await page.locator('main li dl').evaluateAll(
      (lists, whole) =>
        lists.flatMap((list) =>
          [...list.querySelectorAll('dt')]
            .filter((label) => whole.includes(label.textContent!))
            .map((label) => {
              const value = label.nextElementSibling!;
              return [value.textContent, value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).lineHeight)] as const;
            }),
        ),
      [labels.sku, labels.measures, labels.price],
    );
    expect(lines.length).toBe(content.products.length * 3);
    expect(lines.filter(([, count]) => count > 1.5)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test(`the enquiry is a mail to the house listing every piece, and the same text copies for WeChat (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/${locale}/product/`);
    await storeSelection(page, [
      { sku: first!.sku, quantity: 40, note: '象牙白 & navy' },
      { sku: third!.sku, quantity: 3, note: '' },
    ]);
    await page.goto(`/${locale}/selection/`);
    const { to, subject, body } = await readEnquiry(page, locale);
    expect(to).toBe(content.contact.email);
    expect(subject).toBe(text.mailSubject.replace('{count}', '43'));
    expect(body).toContain(`${name(first!.sku, locale)}`);
    for (const expected of [
      first!.sku,
      third!.sku,
      name(third!.sku, locale),
      text.mailQuantity.replace('{quantity}', '40'),
      text.mailNote.replace('{note}', '象牙白 & navy'),
      url(locale, first!.sku),
      url(locale, third!.sku),
      text.total.replace('{designs}', '2').replace('{count}', '43'),
    ]) {
      expect(body).toContain(expected);
    }
    await expect(page.getByRole('main').getByText(text.sendHint.replace('{email}', content.contact.email))).toBeVisible();

    await page.getByRole('button', { name: text.copy }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text.copied);
    // Also beside the button, where a phone's screen is, since the live region may be out of sight.
    await expect(page.locator('[aria-hidden="true"]', { hasText: text.copied })).toBeInViewport();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.replace(/\r\n/g, '\n'));

    // Long notes on every piece: the link keeps to the limit, with sku and quantity of each.
    const everyProduct = content.products.map(({ sku }, index) => ({ sku, quantity: index + 1, note: 'n'.repeat(MAX_NOTE_LENGTH) }));
    await storeSelection(page, everyProduct);
    await page.reload();
    const short = await readEnquiry(page, locale);
    expect(short.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    for (const { sku, quantity } of everyProduct) expect(short.body).toContain(`${sku}:${quantity}`);
    // The page says so beside the link, and where the rest is.
    const hint = text.sendHintShortened.replace('{email}', content.contact.email);
    await expect(page.getByRole('main').getByText(hint)).toBeVisible();
    await expect(page.getByRole('main').getByText(text.sendHint.replace('{email}', content.contact.email))).toHaveCount(0);
  });

  test(`the ways to send the selection stand as tall as each other, row by row (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/product/`);
    await storeSelection(page, [{ sku: first!.sku, quantity: 1, note: '' }]);
    await page.goto(`/${locale}/selection/`);
    const actions = page.getByRole('region', { name: text.actionsHeading });
    await expect(actions.getByRole('link', { name: text.sendEnquiry })).toBeVisible();
    // The mail link is an ink block, the others outlined: those sharing a row share its height.
    const boxes = await actions
      .locator('a, button')
      .filter({ hasNotText: text.copyAddress })
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, height }) => [top, height]));
    // (An English phone has a row for each; a Chinese one and a desktop share rows.)
    // A row by its middle, where buttons of other heights would also line up.
    const rows = Map.groupBy(boxes, ([top, height]) => Math.round(top! + height! / 2));
    for (const row of rows.values()) expect(new Set(row.map(([, height]) => Math.round(height!))).size).toBe(1);
  });

  test(`where the browser refuses the clipboard, the text is selected for the visitor to copy (${locale})`, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
      });
    });
    await page.goto(`/${locale}/product/${first!.sku}/`);
    await saveButton(page, locale, first!.sku).click();
    await page.goto(`/${locale}/selection/`);
    await page.getByRole('button', { name: text.copy }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text.copyRefused);
    const fallback = page.getByRole('textbox', { name: text.copyLabel });
    await expect(fallback).toBeFocused();
    expect(await fallback.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toContain(
      first!.sku,
    );
    await expectNoAccessibilityViolations(page);
  });

  test(`a change in one tab shows in the others, and pieces gone from the catalogue are dropped once, by name (${locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(`/${locale}/product/`);
    const otherTab = await context.newPage();
    await otherTab.goto(`/${other(locale)}/`);
    await saveButton(page, locale, first!.sku).click();
    await expect(headerLink(otherTab, other(locale))).toContainText('1');

    await page.evaluate(
      ([key, sku]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({
            version: 1,
            pieces: [
              { sku, quantity: 2, note: '' },
              { sku: 'rj-xx-999', quantity: 5, note: '' },
            ],
          }),
        ),
      [SELECTION_STORAGE_KEY, first!.sku] as const,
    );
    await page.goto(`/${locale}/selection/`);
    await expect(page.getByText(text.dropped.replace('{skus}', 'rj-xx-999'))).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(quantityOf(page, locale, first!.sku)).toHaveValue('2');
    await page.reload();
    await expect(quantityOf(page, locale, first!.sku)).toHaveValue('2');
    await expect(page.getByText(text.dropped.replace('{skus}', 'rj-xx-999'))).toHaveCount(0);

    // A quantity changed in another tab shows in the field; a piece whose quantity is being
    // corrected, removed in another tab, no longer holds the enquiry back.
    await otherTab.goto(`/${locale}/product/`);
    await saveButton(otherTab, locale, second!.sku).click();
    await expect(quantityOf(page, locale, second!.sku)).toHaveValue('1');
    await otherTab.goto(`/${locale}/selection/`);
    await quantityOf(otherTab, locale, second!.sku).fill('7');
    await expect(quantityOf(page, locale, second!.sku)).toHaveValue('7');
    await quantityOf(page, locale, first!.sku).fill('forty');
    await expect(page.getByText(text.correctQuantities)).toBeVisible();
    await otherTab.getByRole('button', { name: `${text.remove} ${name(first!.sku, locale)}` }).click();
    await expect(quantityOf(page, locale, first!.sku)).toHaveCount(0);
    await expect(page.getByRole('link', { name: text.sendEnquiry })).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`the selection page says it needs JavaScript and gives the business email and telephone, and no Save button is offered (${locale})`, async ({
      page,
      request,
    }) => {
      const text = messages[locale].Selection;
      // Playwright's switch turns scripts off but not the parsing of <noscript>, nor the media
      // feature a browser without JavaScript matches, `scripting: none`, which DevTools emulates.
      const devTools = await page.context().newCDPSession(page);
      await devTools.send('Emulation.setEmulatedMedia', { features: [{ name: 'scripting', value: 'none' }] });
      await page.goto(`/${locale}/selection/`);
      const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(await (await request.get(page.url())).text())?.[1];
      expect(note).toContain(text.needsScript);
      expect(note).toContain(`<a href="mailto:${content.contact.email}">${content.contact.email}</a>`);
      expect(note).toMatch(new RegExp(`<a href="${escaped(telephoneHref(content.contact.tel))}"[^>]*>${escaped(content.contact.tel)}</a>`));
      await expect(page.getByText(text.loading)).toBeHidden();
      await page.goto(`/${locale}/product/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: text.save })).toHaveCount(0);
    });

    test(`on the narrowest phone the telephone number stays on one line (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/${locale}/selection/`);
      const telephone = page.getByRole('link', { name: content.contact.tel, exact: true });
      await expect(telephone).toBeVisible();
      // One box: a number broken after "+86 28" would be two.
      expect(await telephone.evaluate((link) => link.getClientRects().length)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});
