import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { MAX_NOTE_LENGTH } from '@/app/_config/selection';
import { content, expectNoAccessibilityViolations, locales, messages } from './support';
import { PRINT } from './tags';
import { first, headerLink, name, noteOf, quantityOf, readEnquiry, saveButton, second, storeSelection, third } from './selection-parts';

/*
 * A selection shared by its address and printed: opened on another device as a proposal, added to
 * that browser's selection, and printed as a line sheet dated the day it is printed.
 */

for (const locale of locales) {
  const text = messages[locale].Selection;

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
}

for (const locale of locales) {
  test(
    `the selection prints as a line sheet of its pieces, with quantities and notes and without its controls (${locale})`,
    { tag: PRINT },
    async ({ page }, testInfo) => {
      const text = messages[locale].Selection;
      await page.goto(`/${locale}/product/`);
      const products = [
        { sku: first!.sku, quantity: 40, note: 'ivory, gift boxes' },
        { sku: third!.sku, quantity: 12, note: '' },
      ];
      await storeSelection(page, products);
      await page.goto(`/${locale}/selection/`, { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      const file = testInfo.outputPath('selection.pdf');
      await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true, format: 'A4' }));
      const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))!;
      expect(Number(width)).toBeGreaterThan(Number(height));
      const printed = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      const compact = (words: string) => words.replace(/\s+/g, '');
      for (const { sku, quantity, note } of products) {
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
    await storeSelection(page, [{ sku: first!.sku, quantity: 40, note: '' }]);
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
