import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { telephoneHref } from '@/app/_addresses/site-addresses';
import { MAX_MAILTO_LENGTH, MAX_NOTE_LENGTH, SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import { content, expectNoAccessibilityViolations, locales, messages } from './support';
import { PRINT } from './tags';

/*
 * A buyer's selection: pieces saved from cards and product pages, the same in both languages and
 * every tab, kept over a reload, sent as an enquiry by mail or as text, and shared by address.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const other = (locale: Locale) => locales.find((candidate) => candidate !== locale)!;
const [first, second, third] = content.products;
const name = (sku: string, locale: Locale) => content.products.find((product) => product.sku === sku)!.text[locale].name;
const url = (locale: Locale, sku: string) => `${new URL(content.site.siteUrl).origin}/${locale}/product/${sku}/`;

const saveButton = (page: Page, locale: Locale, sku: string) =>
  page.getByRole('button', { name: `${messages[locale].Selection.save} ${name(sku, locale)}`, exact: true });
const headerLink = (page: Page, locale: Locale) => page.getByRole('banner').getByRole('link', { name: messages[locale].Selection.link });
// Each field names its piece, as a screen reader reads it among the others: "Quantity Hibiscus Dawn".
const quantityOf = (page: Page, locale: Locale, sku: string) =>
  page.getByRole('textbox', { name: `${messages[locale].Selection.quantity} ${name(sku, locale)}`, exact: true });
const noteOf = (page: Page, locale: Locale, sku: string) =>
  page.getByRole('textbox', { name: `${messages[locale].Selection.note} ${name(sku, locale)}`, exact: true });

async function storedSelection(page: Page) {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown, SELECTION_STORAGE_KEY);
}

/** The enquiry's mail link, read as a mail program reads it. */
async function readEnquiry(page: Page, locale: Locale) {
  const href = (await page.getByRole('link', { name: messages[locale].Selection.sendEnquiry }).getAttribute('href'))!;
  const mail = new URL(href);
  return { href, to: mail.pathname, subject: mail.searchParams.get('subject')!, body: mail.searchParams.get('body')! };
}

for (const locale of locales) {
  const text = messages[locale].Selection;

  test(`pieces saved from a card and a product page are counted, listed in both languages, and kept with their quantity and note (${locale})`, async ({
    page,
  }, testInfo) => {
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
    await expect(page.getByRole('heading', { name: text.piecesHeading })).toBeFocused();
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
    await page.evaluate(([key, pieces]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces })), [
      SELECTION_STORAGE_KEY,
      content.products.slice(0, 12).map(({ sku }) => ({ sku, quantity: 1, note: '' })),
    ] as const);
    await page.reload();
    await expect(headerLink(page, locale)).toContainText(String(Math.min(12, content.products.length)));
    expect(await places()).toEqual(empty);
  });

  test(`a saved piece shows the facts its line sheet prints and its page gives (${locale})`, async ({ page }) => {
    const piece = content.products.find((product) => product.variants.length > 0)!;
    const factsIn = async (list: Locator) => {
      await expect(list).toBeVisible();
      const [labels, values] = await Promise.all([list.locator('dt').allTextContents(), list.locator('dd').allTextContents()]);
      return new Map(labels.map((label, index) => [label, values[index]]));
    };
    await page.goto(`/${locale}/line-sheet/`);
    const printed = await factsIn(page.getByRole('article', { name: piece.text[locale].name, exact: true }).locator('dl'));
    expect(printed.get(messages[locale].ProductSpec.otherColors)).toBeTruthy();

    await page.evaluate(([key, pieces]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces })), [
      SELECTION_STORAGE_KEY,
      [{ sku: piece.sku, quantity: 1, note: '' }],
    ] as const);
    await page.goto(`/${locale}/selection/`);
    const listed = await factsIn(page.getByRole('listitem').filter({ hasText: piece.sku }).locator('dl'));
    expect([...listed]).toEqual([...printed]);

    // The piece's own page shows its other colors with their pictures, not in its spec sheet.
    await page.goto(`/${locale}/product/${piece.sku}/`);
    const spec = await factsIn(page.locator('dl').first());
    expect([...printed].filter(([label]) => label !== messages[locale].ProductSpec.otherColors)).toEqual(
      [...printed.keys()].filter((label) => spec.has(label)).map((label) => [label, spec.get(label)]),
    );
  });

  test(`on the narrowest phone a saved piece's style code, measures and price each stay whole (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/${locale}/selection/`);
    await page.evaluate(([key, pieces]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces })), [
      SELECTION_STORAGE_KEY,
      content.products.map(({ sku }) => ({ sku, quantity: 1, note: '' })),
    ] as const);
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
    await page.evaluate(([key, pieces]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces })), [
      SELECTION_STORAGE_KEY,
      [
        { sku: first!.sku, quantity: 40, note: '象牙白 & navy' },
        { sku: third!.sku, quantity: 3, note: '' },
      ],
    ] as const);
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
    await page.evaluate(([key, pieces]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces })), [
      SELECTION_STORAGE_KEY,
      everyProduct,
    ] as const);
    await page.reload();
    const short = await readEnquiry(page, locale);
    expect(short.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    for (const { sku, quantity } of everyProduct) expect(short.body).toContain(`${sku}:${quantity}`);
    // The page says so beside the link, and where the rest is.
    const hint = text.sendHintShortened.replace('{email}', content.contact.email);
    await expect(page.getByRole('main').getByText(hint)).toBeVisible();
    await expect(page.getByRole('main').getByText(text.sendHint.replace('{email}', content.contact.email))).toHaveCount(0);
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

  test(`a shared address opens the same pieces, quantities and notes on another device, to be added to its selection (${locale})`, async ({
    page,
    browser,
  }) => {
    await page.goto(`/${locale}/product/`);
    await saveButton(page, locale, first!.sku).click();
    await saveButton(page, locale, third!.sku).click();
    await page.goto(`/${locale}/selection/`);
    await quantityOf(page, locale, third!.sku).fill('12');
    await noteOf(page, locale, third!.sku).fill('<b>navy</b> 20cm');
    const shared = await page.getByRole('textbox', { name: text.shareLabel }).inputValue();
    expect(shared.startsWith(`${new URL(content.site.siteUrl).origin}/${locale}/selection/?pieces=`)).toBe(true);

    // Another device: a new browser context, with a selection of its own, which has one of the
    // shared pieces already, one of it.
    const elsewhere = await browser.newContext();
    const device = await elsewhere.newPage();
    await device.goto(`/${locale}/product/`);
    await saveButton(device, locale, second!.sku).click();
    await saveButton(device, locale, third!.sku).click();
    const { pathname, search } = new URL(shared);
    await device.goto(`${pathname}${search}`);
    await expect(quantityOf(device, locale, third!.sku)).toHaveValue('1');
    const offered = device.getByRole('region', { name: text.sharedTitle });
    await expect(offered.getByRole('listitem')).toHaveCount(2);
    await expect(offered.getByRole('listitem').nth(1)).toContainText(name(third!.sku, locale));
    await expect(offered.getByRole('listitem').nth(1)).toContainText(text.mailQuantity.replace('{quantity}', '12'));
    // A note is text, whatever it holds.
    await expect(offered.getByRole('listitem').nth(1)).toContainText('<b>navy</b> 20cm');
    // Before adding, the visitor is told which of her own pieces take the shared quantity and note.
    await expect(offered.getByText(text.sharedReplaces.replace('{names}', name(third!.sku, locale)))).toBeVisible();
    await expectNoAccessibilityViolations(device);
    await offered.getByRole('button', { name: text.addShared }).click();
    await expect(device.getByRole('main').getByRole('status')).toHaveText(text.sharedAdded);
    await expect(device).toHaveURL(`/${locale}/selection/`);
    await expect(quantityOf(device, locale, third!.sku)).toHaveValue('12');
    await expect(noteOf(device, locale, third!.sku)).toHaveValue('<b>navy</b> 20cm');
    await expect(quantityOf(device, locale, second!.sku)).toHaveValue('1');
    await expect(device.getByText(text.total.replace('{designs}', '3').replace('{count}', '14'))).toBeVisible();
    await expect(headerLink(device, locale)).toContainText('3');
    await elsewhere.close();
  });

  test(`a hand-made shared address: a style code not in the catalogue is named as such, a note cut inside an emoji still sends (${locale})`, async ({
    page,
  }) => {
    const note = `${'a'.repeat(MAX_NOTE_LENGTH - 1)}🎁`;
    await page.goto(`/${locale}/selection/?pieces=rj-zz-999:3,${first!.sku}:4&note.${first!.sku}=${encodeURIComponent(note)}`);
    const offered = page.getByRole('region', { name: text.sharedTitle });
    await expect(offered.getByText(text.sharedGone.replace('{skus}', 'rj-zz-999'))).toBeVisible();
    // It was never in this visitor's selection, so nothing says it was removed from it.
    await expect(page.getByText(text.dropped.replace('{skus}', 'rj-zz-999'))).toHaveCount(0);
    await expect(offered.getByRole('listitem')).toHaveCount(1);
    await expectNoAccessibilityViolations(page);

    // A note of several lines shows them as written, as the note box will once it is added.
    await page.goto(`/${locale}/selection/?pieces=${first!.sku}:4&note.${first!.sku}=${encodeURIComponent('ivory\nnavy, 2 of each')}`);
    expect(await offered.getByText(text.mailNote.replace('{note}', 'ivory')).innerText()).toBe(
      text.mailNote.replace('{note}', 'ivory\nnavy, 2 of each'),
    );

    // Many unknown codes, one of them as long as an address holds: a few are named, cut short, and the rest counted.
    const unknown = ['rj-zz-991', `rj-${'x'.repeat(3000)}`, 'rj-zz-993', 'rj-zz-994', 'rj-zz-995'];
    await page.goto(`/${locale}/selection/?pieces=${unknown.map((sku) => `${sku}:1`).join(',')},${first!.sku}:4`);
    const notice = offered.getByText(text.sharedGone.split('{skus}')[0]!);
    await expect(notice).toContainText('rj-zz-991');
    await expect(notice).toContainText(text.codesMore.replace('{count}', '2'));
    await expect(notice).not.toContainText('rj-zz-994');
    expect((await notice.textContent())!.length).toBeLessThan(200);

    // A quantity out of bounds and a piece listed again are named, with the rule they broke.
    await page.goto(`/${locale}/selection/?pieces=${first!.sku}:4,${second!.sku}:10000,${first!.sku}:7`);
    await expect(
      offered.getByText(
        text.sharedLeftOut
          .replace('{entries}', new Intl.ListFormat(locale).format([`${second!.sku}:10000`, `${first!.sku}:7`]))
          .replace('{max}', (9999).toLocaleString(locale)),
      ),
    ).toBeVisible();
    await expect(offered.getByRole('listitem')).toHaveCount(1);

    await page.goto(`/${locale}/selection/?pieces=rj-zz-999:3,${first!.sku}:4&note.${first!.sku}=${encodeURIComponent(note)}`);
    await offered.getByRole('button', { name: text.addShared }).click();
    await expect(noteOf(page, locale, first!.sku)).toHaveValue('a'.repeat(MAX_NOTE_LENGTH - 1));
    const enquiry = await readEnquiry(page, locale);
    expect(enquiry.body).toContain(first!.sku);
    await page.reload();
    await expect(quantityOf(page, locale, first!.sku)).toHaveValue('4');
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

for (const locale of locales) {
  test(
    `the selection prints as a line sheet of its pieces, with quantities and notes and without its controls (${locale})`,
    { tag: PRINT },
    async ({ page }, testInfo) => {
      const text = messages[locale].Selection;
      await page.goto(`/${locale}/product/`);
      const pieces = [
        { sku: first!.sku, quantity: 40, note: 'ivory, gift boxes' },
        { sku: third!.sku, quantity: 12, note: '' },
      ];
      await page.evaluate(([key, saved]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces: saved })), [
        SELECTION_STORAGE_KEY,
        pieces,
      ] as const);
      await page.goto(`/${locale}/selection/`, { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      const file = testInfo.outputPath('selection.pdf');
      await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true, format: 'A4' }));
      const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))!;
      expect(Number(width)).toBeGreaterThan(Number(height));
      const printed = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      const compact = (words: string) => words.replace(/\s+/g, '');
      for (const { sku, quantity, note } of pieces) {
        for (const words of [sku, name(sku, locale), text.mailQuantity.replace('{quantity}', String(quantity)), note])
          expect(printed).toContain(compact(words));
      }
      for (const control of [text.sendEnquiry, text.copy, text.remove, text.shareLabel, messages[locale].Navigation.about]) {
        expect(printed).not.toContain(compact(control));
      }
      // The line sheet's cover: the house, the edition's date, the house's contact and its terms.
      const contact = { ...content.contact, ...content.contact.text[locale] };
      for (const words of [content.site.brandName[locale], contact.manager, contact.tel, contact.email, contact.address])
        expect(printed).toContain(compact(words));
      for (const term of [content.site.minimumOrder, content.site.leadTime, content.site.paymentTerms])
        expect(printed).toContain(compact(term![locale]));
      expect(printed).toContain(compact(messages[locale].LineSheet.terms));
    },
  );
}

for (const locale of locales) {
  test(`a printed selection is dated the day it is printed, in China's calendar, not the day the site was built (${locale})`, async ({
    page,
  }) => {
    const issued = (day: string) =>
      messages[locale].LineSheet.issued.replace(
        '{date}',
        new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${day}T00:00:00Z`),
        ),
      );
    // 23:30 on 1 March in UTC is 07:30 on 2 March in China.
    await page.clock.setFixedTime(new Date('2026-03-01T23:30:00Z'));
    await page.goto(`/${locale}/product/`);
    await page.evaluate(([key, saved]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces: saved })), [
      SELECTION_STORAGE_KEY,
      [{ sku: first!.sku, quantity: 40, note: '' }],
    ] as const);
    await page.goto(`/${locale}/selection/`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(issued('2026-03-02'), { exact: true })).toBeVisible();
    // Left open past midnight in China, it prints the new day.
    await page.clock.setFixedTime(new Date('2026-03-02T16:30:00Z'));
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.getByText(issued('2026-03-03'), { exact: true })).toBeVisible();
    await expect(page.getByText(issued('2026-03-02'), { exact: true })).toHaveCount(0);
  });
}

for (const locale of locales) {
  const text = messages[locale].Selection;
  const proposal = [
    { sku: first!.sku, quantity: 40 },
    { sku: third!.sku, quantity: 12 },
  ];
  const proposalPath = `/${locale}/selection/?pieces=${proposal.map(({ sku, quantity }) => `${sku}:${quantity}`).join(',')}`;
  const price = (sku: string) => content.products.find((product) => product.sku === sku)!.price;
  const money = (amount: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

  test(`a shared selection reads as a proposal: each piece with its picture, price and quantity, the total, and the order form (${locale})`, async ({
    page,
  }, testInfo) => {
    await page.goto(proposalPath);
    const offered = page.getByRole('region', { name: text.sharedTitle });
    const items = offered.getByRole('listitem');
    await expect(items).toHaveCount(proposal.length);
    for (const [index, { sku, quantity }] of proposal.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('link', { name: name(sku, locale), exact: true })).toBeVisible();
      await expect(item.locator('img')).toBeVisible();
      await expect(item).toContainText(sku);
      await expect(item).toContainText(money(price(sku).amount, price(sku).currency));
      await expect(item).toContainText(text.mailQuantity.replace('{quantity}', String(quantity)));
    }
    await expect(offered.getByText(text.total.replace('{designs}', '2').replace('{count}', '52'))).toBeVisible();
    const value = proposal.reduce((sum, { sku, quantity }) => sum + price(sku).amount * quantity, 0);
    await expect(offered.getByText(text.sharedValue.replace('{amount}', money(value, price(first!.sku).currency)))).toBeVisible();
    await expect(offered.getByRole('button', { name: text.addShared })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The order form of the proposal, with its quantities.
    const [download] = await Promise.all([page.waitForEvent('download'), offered.getByRole('button', { name: text.orderForm }).click()]);
    const file = testInfo.outputPath('proposal.xlsx');
    await download.saveAs(file);
    const rows = (await readSheet(file)) as unknown[][];
    const header = rows.find((row) => row.includes(text.orderQuantity))!;
    for (const { sku, quantity } of proposal) {
      const row = rows.find((candidate) => candidate.includes(sku))!;
      expect(row[header.indexOf(text.orderQuantity)]).toBe(quantity);
      expect(row[header.indexOf(text.orderUnitPrice)]).toBe(price(sku).amount);
    }
  });

  test(
    `a shared selection prints as the line sheet of its pieces, whatever this browser has saved (${locale})`,
    { tag: PRINT },
    async ({ page }, testInfo) => {
      await page.goto(proposalPath, { waitUntil: 'networkidle' });
      await expect(page.getByRole('region', { name: text.sharedTitle }).getByRole('listitem')).toHaveCount(proposal.length);
      await page.emulateMedia({ media: 'print' });
      const file = testInfo.outputPath('proposal.pdf');
      await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true, format: 'A4' }));
      const printed = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      const compact = (words: string) => words.replace(/\s+/g, '');
      for (const { sku, quantity } of proposal) {
        for (const words of [
          sku,
          name(sku, locale),
          text.mailQuantity.replace('{quantity}', String(quantity)),
          money(price(sku).amount, price(sku).currency),
        ])
          expect(printed).toContain(compact(words));
      }
      for (const words of [text.empty, text.addShared, text.orderForm, text.sharedIntro]) expect(printed).not.toContain(compact(words));
      expect(printed).toContain(compact(content.site.brandName[locale]));
    },
  );
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
