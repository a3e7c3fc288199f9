import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import type { Locale } from '@/app/_i18n/routing';
import { content, expectNoAccessibilityViolations, locales, messages } from './support';
import { storeSelection } from './selection-parts';
import { PRINT } from './tags';

/*
 * The order form: the selection as a workbook made in the browser, in the visitor's language, read
 * back as a buyer's spreadsheet program reads it. write-excel-file stores formulas without the
 * value they come to (the program works it out on opening), so the formulas are read from the
 * sheet's XML, and what they come to is worked out here from the cells they name.
 */

const [first, , third] = content.products;
const products = [
  { sku: first!.sku, quantity: 40, note: 'ivory, gift boxes' },
  { sku: third!.sku, quantity: 12, note: '' },
];
// 01:30 on 2 March in China, still 1 March in UTC: the form is dated China's day.
const NOW = new Date('2026-03-01T17:30:00Z');
const product = (sku: string) => content.products.find((candidate) => candidate.sku === sku)!;
const pageUrl = (locale: Locale, sku: string) => `${new URL(content.site.siteUrl).origin}/${locale}/product/${sku}/`;

async function openSelection(page: Page, locale: Locale) {
  await page.clock.setFixedTime(NOW);
  await page.goto(`/${locale}/product/`);
  await storeSelection(page, products);
  await page.goto(`/${locale}/selection/`, { waitUntil: 'networkidle' });
}

/** The cells' formulas of the workbook's one sheet, by address (`M12`), and its XML. */
function sheetXml(file: string) {
  const xml = execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' });
  const formulas = new Map([...xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>\s*<f>([^<]*)<\/f>/g)].map(([, cell, formula]) => [cell!, formula!]));
  return { xml, formulas };
}

const column = (index: number) => String.fromCharCode(65 + index);

for (const locale of locales) {
  const text = messages[locale].Selection;
  const labels = messages[locale].ProductSpec;

  test(`the order form downloads as a workbook in the visitor's language: the cover, each piece with its price and quantity, and the totals as formulas (${locale})`, async ({
    page,
  }, testInfo) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openSelection(page, locale);
    const loadedWithPage = new Set(scripts);
    const button = page.getByRole('button', { name: text.orderForm, exact: true });
    await expect(button).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    // The workbook's writer came with the click, not with the page.
    const writer = scripts.filter((script) => !loadedWithPage.has(script));
    expect(writer.length).toBeGreaterThan(0);

    const house = content.site.brandName[locale];
    expect(download.suggestedFilename()).toBe(`${text.orderFormFile.replace('{house}', house).replace('{date}', '2026-03-02')}.xlsx`);
    const file = testInfo.outputPath('order-form.xlsx');
    await download.saveAs(file);
    const rows = (await readSheet(file)) as unknown[][];
    const cells = rows.flat();

    // The cover: the house, the title, the day in China, the contact and the terms.
    const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date('2026-03-02T00:00:00Z'),
    );
    const contact = { ...content.contact, ...content.contact.text[locale] };
    for (const words of [
      house,
      text.orderFormTitle,
      text.orderFormDate.replace('{date}', day),
      contact.manager,
      contact.tel,
      contact.email,
      contact.address,
      content.site.minimumOrder![locale],
      content.site.leadTime![locale],
      content.site.paymentTerms![locale],
    ])
      expect(cells).toContain(words);

    // The header, then a row per piece in the selection's order.
    const headerIndex = rows.findIndex((row) => row.includes(text.orderUnitPrice));
    const header = rows[headerIndex]!;
    expect(header).toEqual([
      text.orderPicture,
      text.orderPage,
      labels.sku,
      text.orderName,
      labels.type,
      labels.material,
      labels.measures,
      labels.otherColors,
      text.orderUnitPrice,
      text.orderCurrency,
      text.orderQuantity,
      text.orderNote,
      text.orderLineTotal,
    ]);
    const at = (row: unknown[], label: string) => row[header.indexOf(label)];
    const { xml, formulas } = sheetXml(file);
    let sum = 0;
    products.forEach(({ sku, quantity, note }, index) => {
      const row = rows[headerIndex + 1 + index]!;
      const { price, text: words } = product(sku);
      expect(at(row, labels.sku)).toBe(sku);
      expect(at(row, text.orderName)).toBe(words[locale].name);
      expect(at(row, text.orderPage)).toBe(pageUrl(locale, sku));
      expect(at(row, text.orderPicture)).toMatch(new RegExp(`^${new URL(content.site.siteUrl).origin}/.+\\.jpg$`));
      expect(at(row, text.orderUnitPrice)).toBe(price.amount);
      expect(at(row, text.orderCurrency)).toBe(price.currency);
      expect(at(row, text.orderQuantity)).toBe(quantity);
      expect(at(row, text.orderNote)).toBe(note || null);
      // The line total multiplies this row's price by its quantity: change either in Excel, and it follows.
      const excelRow = headerIndex + 2 + index;
      const cell = (label: string) => `${column(header.indexOf(label))}${excelRow}`;
      expect(formulas.get(cell(text.orderLineTotal))).toBe(`${cell(text.orderUnitPrice)}*${cell(text.orderQuantity)}`);
      sum += price.amount * quantity;
    });
    // The total row adds the line totals and the quantities, over the pieces' rows alone.
    const totalRow = headerIndex + 2 + products.length;
    const rangeOf = (label: string) => `${column(header.indexOf(label))}${headerIndex + 2}:${column(header.indexOf(label))}${totalRow - 1}`;
    expect(rows[totalRow - 1]).toContain(text.orderTotal);
    expect(formulas.get(`${column(header.indexOf(text.orderLineTotal))}${totalRow}`)).toBe(`SUM(${rangeOf(text.orderLineTotal)})`);
    expect(formulas.get(`${column(header.indexOf(text.orderQuantity))}${totalRow}`)).toBe(`SUM(${rangeOf(text.orderQuantity)})`);
    expect(sum).toBeGreaterThan(0);

    // The header stays in view as the pieces scroll; printed, A4 (paperSize 9) landscape, every
    // column on the page's width and as many pages down as it takes; the columns sized.
    expect(xml).toMatch(new RegExp(`<pane[^>]*ySplit="${headerIndex + 1}"[^>]*state="frozen"`));
    expect(xml).toMatch(/<pageSetup[^>]*paperSize="9"[^>]*orientation="landscape"/);
    expect(xml).toMatch(/<pageSetup[^>]*fitToWidth="1"[^>]*fitToHeight="0"/);
    expect(xml).toMatch(/<sheetPr>\s*<pageSetUpPr fitToPage="1"\/>/);
    expect([...xml.matchAll(/<col [^>]*width="/g)]).toHaveLength(header.length);

    // A product page loads none of it.
    scripts.length = 0;
    await page.goto(`/${locale}/product/${first!.sku}/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of writer) expect(scripts).not.toContain(script);
  });
}

for (const locale of locales) {
  const text = messages[locale].Selection;

  test(`the line sheet, whole and per type, links a workbook of its pieces with the quantities left to fill in (${locale})`, async ({
    page,
  }, testInfo) => {
    const type = content.products[0]!.type;
    for (const [path, skus] of [
      [`/${locale}/line-sheet/`, content.products.map(({ sku }) => sku)],
      [`/${locale}/line-sheet/${type}/`, content.products.filter((product) => product.type === type).map(({ sku }) => sku)],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('link', { name: messages[locale].LineSheet.workbook, exact: true });
      await expect(link).toBeVisible();
      expect(await link.getAttribute('download')).toMatch(/\.xlsx$/);
      const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
      expect(response.ok(), path).toBe(true);
      const file = testInfo.outputPath(`${type}-${skus.length}.xlsx`);
      await writeFile(file, await response.body());
      const rows = (await readSheet(file)) as unknown[][];
      expect(rows.flat()).toContain(content.site.brandName[locale]);
      const headerIndex = rows.findIndex((row) => row.includes(text.orderQuantity));
      const header = rows[headerIndex]!;
      const products = rows.slice(headerIndex + 1, headerIndex + 1 + skus.length);
      const sku = header.indexOf(messages[locale].ProductSpec.sku);
      expect(products.map((row) => row[sku]).sort(), path).toEqual([...skus].sort());
      for (const row of products) {
        expect(row[header.indexOf(text.orderQuantity)]).toBeNull();
        expect(row[header.indexOf(text.orderUnitPrice)]).toBe(product(row[sku] as string).price.amount);
      }
      const { formulas } = sheetXml(file);
      const lineTotal = column(header.indexOf(text.orderLineTotal));
      expect(formulas.get(`${lineTotal}${headerIndex + 2}`)).toBe(
        `${column(header.indexOf(text.orderUnitPrice))}${headerIndex + 2}*${column(header.indexOf(text.orderQuantity))}${headerIndex + 2}`,
      );
    }
  });

  test(
    `printed, the order form is A4 landscape with every column on the page's width (${locale})`,
    { tag: PRINT },
    async ({ request }, testInfo) => {
      const response = await request.get(`/${locale}/line-sheet/order-form.xlsx`);
      expect(response.ok()).toBe(true);
      const file = testInfo.outputPath('order-form.xlsx');
      await writeFile(file, await response.body());
      // Printed as a buyer's LibreOffice prints it, with a profile of its own.
      const profile = `-env:UserInstallation=file://${testInfo.outputPath('libreoffice-profile')}`;
      execFileSync('soffice', [profile, '--headless', '--convert-to', 'pdf', '--outdir', testInfo.outputPath(), file], { timeout: 90_000 });
      const pdf = testInfo.outputPath('order-form.pdf');
      const [width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/
        .exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))!
        .slice(1)
        .map(Number);
      // A4 is 595 × 842 points; landscape, it is the wider way.
      expect([Math.round(width!), Math.round(height!)]).toEqual([842, 595]);
      // The first page holds the header from its first column to its last: nothing is cut off to a page of its own.
      const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
      const squeeze = (words: string) => words.replace(/\s+/g, '');
      for (const label of [text.orderPicture, messages[locale].ProductSpec.sku, text.orderQuantity, text.orderLineTotal])
        expect(squeeze(firstPage)).toContain(squeeze(label));
    },
  );
}
