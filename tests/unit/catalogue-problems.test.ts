import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellValue } from '@/scripts/lib/catalogue/cells';
import {
  column,
  exported,
  importInto,
  partsOf,
  PRODUCTS_PART,
  rowsOf,
  snapshot,
  withPart,
  workbookOf,
  workFolder,
  zip,
} from './catalogue-workbooks';

/*
 * What an import refuses, and how it says so: every problem of every cell at once, at its sheet
 * and cell, in the content check's own words, and nothing written; a hostile workbook gets a
 * problem too, never a stack trace.
 */

let work: Awaited<ReturnType<typeof workFolder>>;
let workbook: Buffer;
let before: Map<string, string>;
beforeAll(async () => {
  work = await workFolder('catalogue-problems-');
  workbook = await exported(work.root);
  before = await snapshot(work.root);
});
afterAll(() => work.dispose());

/** The exported rows, for a test to spoil. */
const freshRows = () => rowsOf(work.folder, workbook);

/** Imports `file`'s bytes as `name`, and checks that nothing was written. */
async function refused(name: string, bytes: Buffer | string) {
  const result = await importInto(work.root, work.folder, name, bytes);
  expect(result.ok).toBe(false);
  expect(await snapshot(work.root)).toEqual(before);
  return result.report;
}

describe('each problem, at its cell, in the words of the content check', () => {
  it('names every problem of every row at once, and writes nothing', async () => {
    const rows = await freshRows();
    const set = (row: number, id: string, value: CellValue) => {
      rows[row - 1]![column(id)] = value;
    };
    set(2, 'type', 'Giant scarf');
    set(3, 'size.width', '65 cm');
    set(3, 'size.height', 0);
    set(4, 'price.amount', 3200.555);
    set(4, 'material', 'Silk');
    set(5, 'name.en-US', '“Tea House”');
    set(5, 'name.zh-CN', null);
    set(6, 'shopUrl', 'https://evil.example.com/products/rj-tw-002');
    set(6, 'care', 'silk');
    set(7, 'price.currency', 'RMB');
    set(7, 'images', 'front.jpg\nfront.jpg\n../secret.jpg');
    set(8, 'added', '2027-01-01');
    set(8, 'variants', 'rj-nope-001\nrj-st-002\nrj-st-001');
    set(9, 'added', '2026-02-30');
    set(9, 'pictures.en-US', 'back.jpg: The back\nedge.jpg');
    set(10, 'sku', 'page');
    set(11, 'description.zh-CN', rows[10]![column('description.en-US')]!);
    set(12, 'description.en-US', '   ');
    set(13, 'description.en-US', '# A heading as large as the page title\n\nText.');
    set(14, 'sku', 'rj-st-001');
    expect(await refused('catalogue.xlsx', await workbookOf(rows))).toBe(
      [
        'catalogue.xlsx Products!B2  type  "Giant scarf" is not a product type but the name of one: write its id, giant-scarf',
        'catalogue.xlsx Products!F3  size.width  write a number of centimetres, e.g. 90 (found "65 cm")',
        'catalogue.xlsx Products!G3  size.height  write a size above zero, e.g. 180 (found 0)',
        'catalogue.xlsx Products!E4  material  write silk: the house works in silk only (found "Silk")',
        'catalogue.xlsx Products!H4  price.amount  has too many decimals for CNY: use at most 2 decimals (found 3200.555)',
        'catalogue.xlsx Products!C5  name.en-US  "“Tea House”" is wrapped in “ ”, which would show on the page: remove them, or type straight quotes "…" in English mode (typed in full-width characters: in English mode it reads Tea House)',
        "catalogue.xlsx Products!D5  name.zh-CN  is empty: write the product's name in this language",
        'catalogue.xlsx Products!J6  shopUrl  "https://evil.example.com/products/rj-tw-002" is not on a shop host: link to shop.rongjin-silk.com (shopHosts in content/site.yaml)',
        'catalogue.xlsx Products!L6  care  "silk" is not a care text (a folder in content/care/): use one of silk-chiffon, silk-twill, small-silk',
        'catalogue.xlsx Products!I7  price.currency  "RMB" is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals',
        'catalogue.xlsx Products!M7  images.1  "front.jpg" is listed twice: remove one',
        'catalogue.xlsx Products!M7  images.2  write the picture\'s file name alone, e.g. secret.jpg: a product\'s pictures are in its own folder, beside index.en-US.md (found "../secret.jpg")',
        'catalogue.xlsx Products!K8  variants.0  "rj-nope-001" is not a product (a folder in content/products/): use one of rj-gs-001, rj-gs-002, rj-hr-001, rj-hr-002, rj-ps-001, rj-ps-002, rj-st-001, rj-st-002, rj-tw-001, rj-tw-002, rj-wb-001, rj-wb-002, rj-ws-001, rj-ws-002',
        'catalogue.xlsx Products!K8  variants.1  "rj-st-002" is this product itself: list only the other colours or styles',
        'catalogue.xlsx Products!N8  added  "2027-01-01" is after today (2026-11-29 in China): write the day the product was added, today at the latest',
        'catalogue.xlsx Products!N9  added  "2026-02-30" is not a day of the calendar: 2026-02 has 28 days',
        'catalogue.xlsx Products!Q9  pictures.en-US.0.file  "back.jpg" is not one of this product\'s pictures: describe one of front.jpg, edge.jpg, folded.jpg, or list it in images',
        'catalogue.xlsx Products!Q9  pictures.en-US.1.description  is missing: write what the picture shows, e.g. The hand-rolled edge, close up',
        'catalogue.xlsx Products!A10  sku  "page" is a word the product list\'s own addresses use (/product/page/…): choose another sku and rename the folder',
        'catalogue.xlsx Products!P11  description.zh-CN  is the same text as description.en-US: translate it, as this column is the zh-CN text',
        "catalogue.xlsx Products!O12  description.en-US  is empty: write the product's description in this language (Markdown)",
        "catalogue.xlsx Products!O13  description.en-US  line 1 of the cell: start this heading with ### (found #): fewer # would make it as large as the page's own headings",
        'catalogue.xlsx Products!A14  sku  is the sku of row 13 too: a product has one row; delete one of the two, or give this one a sku of its own',
        '23 problems: nothing was written',
      ].join('\n'),
    );
  });

  it('reads the header by its ids, in any order, and names a column missing, misspelt or given twice', async () => {
    const rows = await freshRows();
    const header = rows[0]!;
    // Columns in another order read the same.
    const reordered = rows.map((row) => [row[1]!, row[0]!, ...row.slice(2)]);
    expect(await importInto(work.root, work.folder, 'reordered.xlsx', await workbookOf(reordered))).toEqual({
      ok: true,
      report: 'The workbook matches the content: no file changes.',
    });
    // Only the header, and rows a spreadsheet keeps for their formatting: no product, so none is deleted.
    expect(await refused('emptied.xlsx', await workbookOf([header, [null, '  '], []]))).toBe(
      'emptied.xlsx  -  holds no product under its header: the catalogue needs at least one, a row each\n1 problem: nothing was written',
    );
    header[column('price.currency')] = 'price.curency';
    header[column('care')] = 'images';
    header.push(null);
    rows[3]!.push('a note of the editor');
    expect(await refused('header.xlsx', await workbookOf(rows))).toBe(
      [
        'header.xlsx  price.currency  is a column the import needs, and row 1 does not name it: put the column back (npm run catalogue:export writes it), with price.currency in its first cell',
        'header.xlsx  care  is a column the import needs, and row 1 does not name it: put the column back (npm run catalogue:export writes it), with care in its first cell',
        'header.xlsx Products!I1  -  "price.curency" is not a column the import reads: did you mean price.currency?',
        'header.xlsx Products!M1  images  is the header of column L too: keep one of the two columns',
        "header.xlsx Products!S1  -  is empty, with values below it: write the column's id here (sku, type, name.en-US, name.zh-CN, material, size.width, size.height, price.amount, price.currency, shopUrl, variants, care, images, added, description.en-US, description.zh-CN, pictures.en-US, pictures.zh-CN), or delete the column",
        '5 problems: nothing was written',
      ].join('\n'),
    );
  });

  it('is printed by npm run catalogue:import, which ends with status 1 and no stack trace', async () => {
    const rows = await freshRows();
    rows[6]![column('price.currency')] = 'RMB';
    await writeFile(path.join(work.folder, 'catalogue.xlsx'), await workbookOf(rows));
    const { status, stdout, stderr } = spawnSync(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/catalogue-import.ts', path.join(work.folder, 'catalogue.xlsx')],
      {
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: work.root, BUILD_TIME: '2026-11-29T12:00:00+08:00' },
      },
    );
    expect({ status, stdout }).toEqual({ status: 1, stdout: '' });
    expect(stderr.replaceAll(`${work.folder}/`, '')).toBe(
      'catalogue.xlsx Products!I7  price.currency  "RMB" is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals\n1 problem: nothing was written\n',
    );
    expect(await snapshot(work.root)).toEqual(before);
  });
});

describe('a hostile workbook', () => {
  const whole = (name: string, message: string) => `${name}  -  ${message}\n1 problem: nothing was written`;

  it('is refused when it is not a workbook: text, an old .xls, an OpenDocument file, one protected by a password', async () => {
    expect(await refused('text.xlsx', 'sku,type\nrj-x,stole\n')).toBe(
      whole('text.xlsx', 'is not an .xlsx workbook: save it from Excel, WPS Office or LibreOffice as .xlsx, or as CSV UTF-8 (.csv)'),
    );
    expect(await refused('old.xlsx', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]))).toBe(
      whole('old.xlsx', 'is an Excel 97–2003 workbook (.xls): save it as an Excel Workbook (.xlsx)'),
    );
    const openDocument = zip(
      new Map([
        ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
        ['content.xml', '<office:document-content/>'],
      ]),
    );
    expect(await refused('sheet.xlsx', openDocument)).toBe(
      whole('sheet.xlsx', 'is an OpenDocument spreadsheet (.ods): save it as an Excel Workbook (.xlsx)'),
    );
    const encrypted = zip(partsOf(workbook));
    // The flag of an encrypted part, in the first entry of the central directory.
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(await refused('locked.xlsx', encrypted)).toBe(
      whole('locked.xlsx', 'is protected by a password: save it without one (File › Info › Protect Workbook in Excel)'),
    );
    expect(await refused('cut.xlsx', workbook.subarray(0, workbook.length / 2))).toBe(
      whole('cut.xlsx', 'is damaged (its zip structure does not hold together): save it again, or export it again'),
    );
  });

  it('is refused when it is or unpacks to more than a catalogue: too large a file, a zip bomb', async () => {
    expect(await refused('large.xlsx', Buffer.alloc(17 * 1024 * 1024))).toBe(
      whole(
        'large.xlsx',
        "is 17.0 MB, and a catalogue's workbook is at most 16.0 MB: check that it is the workbook the export wrote, without pictures pasted in",
      ),
    );
    // A part of 200 MB of zeros, some 200 KB zipped, that says it is 1 KB.
    const parts = partsOf(workbook);
    const bomb = new Map<string, string | Buffer>([...parts, ['xl/worksheets/sheet3.xml', Buffer.alloc(200 * 1024 * 1024)]]);
    expect(await refused('bomb.xlsx', zip(bomb, { declaredSize: (name, size) => (name.endsWith('sheet3.xml') ? 1024 : size) }))).toBe(
      whole(
        'bomb.xlsx',
        'holds a part that unpacks to more than it declares, as a zip bomb does: it is not a workbook a spreadsheet saved',
      ),
    );
    // One that says so.
    expect(await refused('honest-bomb.xlsx', zip(bomb))).toBe(
      whole(
        'honest-bomb.xlsx',
        'unpacks to more than 128 MB, far more than a catalogue: it is not a catalogue workbook, or it holds something else (pictures?): export the catalogue again',
      ),
    );
  }, 60_000);

  it('is refused when its cells reach past the rows and columns of any catalogue, before they are read into memory', async () => {
    const farCell = (reference: string) =>
      withPart(workbook, PRODUCTS_PART, (xml) =>
        xml.replace(
          '</sheetData>',
          `<row r="${reference.replace(/^[A-Z]+/, '')}"><c r="${reference}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`,
        ),
      );
    expect(await refused('rows.xlsx', farCell('A1048576'))).toBe(
      whole(
        'rows.xlsx',
        'has a sheet whose cells reach row 1,048,576: the import reads at most 10,000 products, one a row under the header; delete the rows below the last product',
      ),
    );
    expect(await refused('columns.xlsx', farCell('XFD20'))).toBe(
      whole(
        'columns.xlsx',
        'has a sheet whose cells reach column XFD: the catalogue has some twenty columns, and the import reads at most 64; delete the columns after the last one',
      ),
    );
    // A cell placed only by its order in its row, with a > in a quoted attribute to hide behind.
    const hidden = withPart(workbook, PRODUCTS_PART, (xml) =>
      xml.replace('</sheetData>', `<row r="20000"><c x=">" r="B20000" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`),
    );
    expect(await refused('hidden.xlsx', hidden)).toContain('has a sheet whose cells reach row 20,000');
    const entities = withPart(workbook, 'xl/sharedStrings.xml', (xml) =>
      xml.replace('?>', '?><!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>'),
    );
    expect(await refused('entities.xlsx', entities)).toBe(
      whole(
        'entities.xlsx',
        'declares its own XML entities (xl/sharedStrings.xml), which no spreadsheet writes: it is not a workbook a spreadsheet saved',
      ),
    );
  });

  it('names a cell longer than a cell may be at its place, and a sheet it cannot find', async () => {
    const rows = await freshRows();
    rows[2]![column('description.en-US')] = 'silk '.repeat(8000);
    expect(await refused('long.xlsx', await workbookOf(rows))).toBe(
      'long.xlsx Products!O3  description.en-US  is 40,000 characters long, and a cell holds at most 32,767 (as in Excel): shorten it\n1 problem: nothing was written',
    );
    const renamed = withPart(workbook, 'xl/workbook.xml', (xml) => xml.replace('name="Products"', 'name="Sheet1"'));
    expect(await refused('renamed.xlsx', renamed)).toBe(
      whole(
        'renamed.xlsx',
        "has no sheet named Products (its sheets: Sheet1, Product types): the import reads the products from it; name the products' sheet Products",
      ),
    );
  });

  it('is refused as a CSV file not saved as UTF-8, with a quote never closed, or too many rows', async () => {
    expect(await refused('gbk.csv', Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xc4, 0xe3, 0xba, 0xc3]))).toBe(
      whole(
        'gbk.csv',
        'is not saved as UTF-8, so its Chinese would read as gibberish: save it as "CSV UTF-8" (Excel) or as CSV with the character set UTF-8',
      ),
    );
    expect(await refused('quote.csv', 'sku,type\n"rj-x,stole\n')).toBe(
      whole('quote.csv', 'has a " in row 2 that is never closed: close it, or save the file again from the spreadsheet'),
    );
    expect(await refused('many.csv', `sku\n${'rj-x\n'.repeat(10_001)}`)).toBe(
      whole('many.csv', 'has more than 10,000 rows under the header: the import reads at most 10,000 products, one a row'),
    );
  });

  it('never ends npm run catalogue:import in a stack trace', () => {
    const file = path.join(work.folder, 'missing.xlsx');
    const { status, stderr } = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/catalogue-import.ts', file], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: work.root },
    });
    expect({ status, stderr }).toEqual({
      status: 1,
      stderr: `${file}  -  cannot be read (ENOENT): check its name and folder\n1 problem: nothing was written\n`,
    });
  });
});
