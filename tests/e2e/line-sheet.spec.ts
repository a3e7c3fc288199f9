import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { formatPrice } from '@/app/_lib/product/format-price';
import { content, expectNoAccessibilityViolations, locales, messages } from './support';
import { PRINT } from './tags';

/*
 * The line sheet buyers order from (app/_components/line-sheet/), on screen and on paper: printed
 * by Chromium to PDF as a visitor's "Save as PDF" does, and read back page by page with poppler's
 * pdftotext, in the order the page drew its text (-raw): a column at a time, as a reader reads it. And each product page, printed on A4 portrait, on one sheet of paper.
 */

type Locale = (typeof locales)[number];

/** A PDF's pages as text, compacted; its pictures; and whether every font it uses is embedded in it. */
type Printed = {
  pages: string[];
  width: number;
  height: number;
  pictures: { width: number; encoding: string }[];
  fontsEmbedded: boolean;
};

/** Without white space, as a wrapped line may break a name or an address anywhere, and in lowercase, as labels print in capitals. */
const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** `path` printed to PDF as the browser's print dialog prints it, kept beside the test's results. */
async function print(page: Page, path: string, testInfo: TestInfo): Promise<Printed> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.emulateMedia({ media: 'print' });
  // A4 where the page names no size of its own, as a printer set up in China would.
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, format: 'A4' });
  const file = testInfo.outputPath(`${path.replaceAll('/', '_')}.pdf`);
  await writeFile(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(info)!;
  const pages = Array.from({ length: count }, (_, index) =>
    compact(
      execFileSync('pdftotext', ['-raw', '-f', String(index + 1), '-l', String(index + 1), '-enc', 'UTF-8', file, '-'], {
        encoding: 'utf8',
      }),
    ),
  );
  // pdfimages -list: a row per picture, after two lines of heading; its 4th column the width, its 9th the encoding.
  const pictures = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .map((row) => row.trim().split(/\s+/))
    .map((columns) => ({ width: Number(columns[3]), encoding: columns[8]! }));
  // pdffonts: a row per font, after two lines of heading; its "emb" column (the 5th from the end) says whether it is in the file.
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  const fontsEmbedded = fonts.length > 0 && fonts.every((row) => row.trim().split(/\s+/).at(-5) === 'yes');
  return { pages, width: Number(width), height: Number(height), pictures, fontsEmbedded };
}

/** "Page 3 of 12" in `locale`, as the page's margin prints it. */
const pageOf = (locale: Locale, page: number, pages: number) =>
  compact(messages[locale].LineSheet.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages)));

const typeOf = (id: string) => content.productTypes.find((type) => type.id === id)!;

for (const locale of locales) {
  const t = messages[locale].LineSheet;
  const brand = content.site.brandName[locale];

  test(
    `the line sheet prints on A4 landscape: a cover with the terms, every piece whole on one page, each page numbered (${locale})`,
    { tag: PRINT },
    async ({ page }, testInfo) => {
      const { pages, width, height, pictures, fontsEmbedded } = await print(page, `/${locale}/line-sheet/`, testInfo);
      // A PDF that reads the same on any computer it is sent to, Chinese included.
      expect(fontsEmbedded).toBe(true);
      testInfo.annotations.push({ type: 'PDF pages', description: `${locale}: ${pages.length}` });
      console.log(`The ${locale} line sheet of ${content.products.length} pieces prints on ${pages.length} pages.`);
      // A4 landscape, in points.
      expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);

      // The cover: the house, the sheet, its contact and its ordering terms.
      const cover = pages[0]!;
      const contact = { ...content.contact, ...content.contact.text[locale] };
      for (const fact of [brand, t.title, t.terms, contact.manager, contact.tel, contact.email, contact.address])
        expect(cover).toContain(compact(fact));
      for (const term of [content.site.minimumOrder, content.site.leadTime, content.site.paymentTerms])
        expect(cover).toContain(compact(term![locale]));
      expect(cover).toContain(compact(t.pricesValidUntil));
      expect(cover).toContain(compact(locale === 'zh-CN' ? '2027年6月30日' : 'June 30, 2027'));
      expect(cover).not.toContain(compact(t.print));

      // Every piece, its style code, name and price on the same page.
      for (const product of content.products) {
        const name = compact(product.text[locale].name);
        const onPage = pages.findIndex((text) => text.includes(compact(product.sku)));
        expect(onPage, product.sku).toBeGreaterThan(0);
        expect(pages[onPage], `${product.sku} and its name on page ${onPage + 1}`).toContain(name);
        expect(pages[onPage], `${product.sku} and its price`).toContain(compact(formatPrice(product.price, locale)));
      }

      // A picture of every piece, sharp at its printed size, kept as a JPEG: a PDF that can be sent on.
      expect(pictures).toHaveLength(content.products.length);
      for (const picture of pictures) expect([picture.width >= 800, picture.encoding]).toEqual([true, 'jpeg']);

      // Every page names the house and its number.
      pages.forEach((text, index) => {
        expect(text, `page ${index + 1}`).toContain(compact(brand));
        expect(text, `page ${index + 1}`).toContain(pageOf(locale, index + 1, pages.length));
      });
      // The site's frame stays on screen.
      for (const text of pages) {
        expect(text).not.toContain(compact(messages[locale].Navigation.about));
        expect(text).not.toContain(compact(messages[locale].LanguageSwitcher.switchTo));
      }
    },
  );

  test(`a type's line sheet prints that type's pieces and no other (${locale})`, { tag: PRINT }, async ({ page }, testInfo) => {
    const type = content.products.at(-1)!.type;
    const { pages } = await print(page, `/${locale}/line-sheet/${type}/`, testInfo);
    const text = pages.join('');
    expect(pages[0]).toContain(compact(t.typeTitle.replace('{type}', typeOf(type).name[locale])));
    for (const product of content.products) {
      if (product.type === type) expect(text, product.sku).toContain(compact(product.sku));
      else expect(text, product.sku).not.toContain(compact(product.sku));
    }
  });

  test(`the line sheet reads on screen, accessibly, with a button that prints it, every picture loaded (${locale})`, async ({ page }) => {
    // Each print records how many of the page's pictures it had.
    await page.addInitScript(() => {
      window.print = () => {
        const printed = window as { printed?: number[] };
        printed.printed = [
          ...(printed.printed ?? []),
          [...document.images].filter((image) => image.complete && image.naturalWidth > 0).length,
        ];
      };
    });
    // A short window, which loads only the first pictures of the sheet until it is scrolled.
    await page.setViewportSize({ width: 390, height: 400 });
    await page.goto(`/${locale}/line-sheet/`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    for (const type of content.productTypes.filter(({ id }) => content.products.some((product) => product.type === id))) {
      await expect(page.getByRole('heading', { level: 2, name: type.name[locale] })).toBeVisible();
    }
    // Newest first within each type, as the catalogue orders them.
    const skus = await page
      .locator('article')
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-labelledby')));
    const order = content.productTypes.flatMap(({ id }) =>
      content.products.filter((product) => product.type === id).map((product) => `piece-${product.sku}`),
    );
    expect(skus).toEqual(order);
    await expectNoAccessibilityViolations(page);

    const button = page.getByRole('button', { name: t.print });
    await expect(button).toBeVisible();
    expect(await button.evaluate((element) => element.tagName)).toBe('BUTTON');
    const loadedFirst = await page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth > 0).length);
    expect(loadedFirst).toBeLessThan(content.products.length);
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as { printed?: number[] }).printed)).toEqual([content.products.length]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // A phone's emulation settles its new width and zoom a moment after: axe measures the links' targets.
    await page.waitForFunction(() => window.innerWidth === 1280 && (window.visualViewport?.scale ?? 1) === 1);

    // Each type's sheet is a link away.
    const type = content.productTypes[1]!;
    await page.getByRole('navigation', { name: t.sheets }).getByRole('link', { name: type.name[locale] }).click();
    await expect(page).toHaveURL(`/${locale}/line-sheet/${type.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.typeTitle.replace('{type}', type.name[locale]));
    await expectNoAccessibilityViolations(page);
  });

  test(`the Contact page's Business Cooperation leads to the line sheet (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/contact/`);
    const cooperation = page.getByRole('region', { name: messages[locale].Contact.cooperation });
    await cooperation.getByRole('link', { name: t.contactLink }).click();
    await expect(page).toHaveURL(`/${locale}/line-sheet/`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  });

  // A test per product: printing one takes a few seconds, and all of them in one test came near
  // its 30 s on a busy machine.
  for (const product of content.products) {
    test(
      `${product.sku}'s page prints on one A4 page with its QR code's address and the shop's, without the site's controls (${locale})`,
      { tag: PRINT },
      async ({ page }, testInfo) => {
        const path = `/${locale}/product/${product.sku}/`;
        const { pages, width, height } = await print(page, path, testInfo);
        expect([pages.length, width < height], path).toEqual([1, true]);
        const [text] = pages;
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(text, path).toContain(compact(product.text[locale].name));
        expect(text, path).toContain(compact(canonical!));
        expect(text, path).toContain(compact(product.shopUrl));
        for (const control of [
          messages[locale].Search.label,
          messages[locale].Search.submit,
          messages[locale].LanguageSwitcher.switchTo,
          messages[locale].Navigation.menu,
        ]) {
          expect(text, path).not.toContain(compact(control));
        }
      },
    );
  }
}
