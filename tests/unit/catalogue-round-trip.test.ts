import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticCatalogue } from '@/scripts/bench/catalogue';
import { productColumns } from '@/scripts/lib/catalogue/columns';
import { runExport } from '@/scripts/lib/catalogue/commands';
import { column, exported, importInto, partsOf, PRODUCTS_PART, rowsOf, snapshot, workFolder } from './catalogue-workbooks';

/*
 * The editors' spreadsheet round trip: the catalogue exported as a workbook and imported back
 * changes no file, byte for byte, whether the workbook comes straight from the export, from a
 * catalogue of a thousand products, or from LibreOffice, which saves it in its own way.
 */

let work: Awaited<ReturnType<typeof workFolder>>;
beforeAll(async () => {
  work = await workFolder('catalogue-round-trip-');
});
afterAll(() => work.dispose());

describe('the exported workbook', () => {
  it('imported back, changes no file of the sample catalogue', async () => {
    const before = await snapshot(work.root);
    const workbook = await exported(work.root);
    const result = await importInto(work.root, work.folder, 'catalogue.xlsx', workbook);
    expect(result).toEqual({ ok: true, report: 'The workbook matches the content: no file changes.' });
    expect(await snapshot(work.root)).toEqual(before);
  });

  it('holds one row per product, newest first, numbers as numbers, days as dates and a list one item a line', async () => {
    const rows = await rowsOf(work.folder, await exported(work.root));
    expect(rows[0]).toEqual(productColumns().map(({ id }) => id));
    expect(rows[0]!.slice(0, 16)).toEqual([
      'sku',
      'type',
      'name.en-US',
      'name.zh-CN',
      'material',
      'size.width',
      'size.height',
      'price.amount',
      'price.currency',
      'shopUrl',
      'variants',
      'care',
      'images',
      'added',
      'description.en-US',
      'description.zh-CN',
    ]);
    expect(rows).toHaveLength(15);
    const added = rows.slice(1).map((row) => (row[column('added')] as Date).toISOString().slice(0, 10));
    expect(added).toEqual(added.toSorted().reverse());
    const hibiscus = rows.find((row) => row[0] === 'rj-hr-001')!;
    expect(hibiscus.slice(0, 14)).toEqual([
      'rj-hr-001',
      'hand-rolled-scarf',
      'Hibiscus Dawn',
      '芙蓉晨曦',
      'silk',
      90,
      90,
      1680,
      'CNY',
      'https://shop.rongjin-silk.com/products/rj-hr-001',
      'rj-hr-002',
      'silk-twill',
      'front.jpg\nedge.jpg\nfolded.jpg',
      new Date('2024-12-06T00:00:00Z'),
    ]);
    expect(hibiscus[column('pictures.en-US')]).toBe(
      'edge.jpg: The hand-rolled edge and the printed border, close up\nfolded.jpg: Folded in four, as it comes in its box',
    );
    expect(hibiscus[column('description.zh-CN')]).toMatch(
      /^深秋，成都城头的木芙蓉.*四边由匠人手工卷边、藏针缝制。\n\n可折成长条.*随芙蓉一同步入黄昏。$/s,
    );
  });

  it('explains each column in a note on its header, in both languages, with the header row frozen and the columns sized', async () => {
    const parts = partsOf(await exported(work.root));
    const notes = parts.get('xl/comments1.xml')!;
    expect(notes.match(/<comment ref="[A-Z]+1"/g)).toHaveLength(productColumns().length);
    expect(notes).toContain(
      "Price: Currency · 价格：币种\nRetail price: an amount in the currency's usual decimals, and its ISO 4217 code.\n零售价：金额（按该币种通常的小数位）和 ISO 4217 币种代码。",
    );
    expect(notes).toContain('Name, in Chinese · 名称（中文）');
    expect(notes).toContain('One per line (Alt+Enter starts a line in Excel, Option+Return on a Mac). 每行一个');
    // The boxes Excel shows the notes in, and the parts tied to the sheet.
    expect(parts.get('xl/drawings/vmlDrawing1.vml')).toContain('<x:ClientData ObjectType="Note">');
    expect(parts.get('xl/worksheets/_rels/sheet1.xml.rels')).toContain('Target="../comments1.xml"');
    const sheet = parts.get(PRODUCTS_PART)!;
    expect(sheet).toMatch(/<legacyDrawing r:id="rId-notes-vml"\/><\/worksheet>$/);
    expect(sheet).toMatch(/<pane ySplit="1" xSplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"\/>/);
    expect(sheet).toMatch(/<col min="15" max="15" width="60" customWidth="1"\/>/);
    // The product types, for reference.
    expect(parts.get('xl/workbook.xml')).toMatch(/<sheets><sheet [^>]*name="Products"\/><sheet [^>]*name="Product types"\/><\/sheets>/);
    expect(parts.get('xl/comments2.xml')).toContain('For reference: the type column of Products takes one of these ids.');
  });

  it('is written by npm run catalogue:export, which keeps a workbook already there unless told --force', async () => {
    const file = path.join(work.folder, 'written.xlsx');
    expect(await runExport(file, { root: work.root, force: false })).toEqual({ ok: true, report: `Wrote 14 products to ${file} (17 KB).` });
    await writeFile(file, 'edited by an editor');
    expect(await runExport(file, { root: work.root, force: false })).toEqual({
      ok: false,
      report: `${file} already exists, and may hold changes not imported yet: name another file, or add --force to replace it`,
    });
    expect(await readFile(file, 'utf8')).toBe('edited by an editor');
    expect((await runExport(file, { root: work.root, force: true })).ok).toBe(true);
  });
});

describe('a workbook LibreOffice saved', () => {
  it('reads as the exported one: importing it changes no file', async () => {
    const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
    if (soffice.error) throw new Error('LibreOffice (soffice) is missing: run .ci/system-packages libreoffice, which installs it');
    const original = path.join(work.folder, 'original.xlsx');
    await writeFile(original, await exported(work.root));
    const converted = path.join(work.folder, 'libreoffice');
    await mkdir(converted);
    // A profile of its own, so that a LibreOffice already open, or another test's, does not take the conversion.
    const profile = `-env:UserInstallation=file://${path.join(work.folder, 'libreoffice-profile')}`;
    const conversion = spawnSync('soffice', [profile, '--headless', '--convert-to', 'xlsx', '--outdir', converted, original], {
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(conversion.status, conversion.stderr).toBe(0);
    const workbook = await readFile(path.join(converted, 'original.xlsx'));
    // Saved in its own way: its own shared strings, styles and date format, the notes kept.
    const parts = partsOf(workbook);
    expect(parts.get('docProps/app.xml')).toContain('LibreOffice');
    expect(parts.get('xl/comments1.xml')).toContain('ISO 4217');
    const before = await snapshot(work.root);
    expect(await importInto(work.root, work.folder, 'from-libreoffice.xlsx', workbook)).toEqual({
      ok: true,
      report: 'The workbook matches the content: no file changes.',
    });
    expect(await snapshot(work.root)).toEqual(before);
  }, 120_000);
});

describe('a catalogue of a thousand products', () => {
  it('exported and imported back, changes no file', async () => {
    const root = path.join(work.folder, 'thousand');
    await writeSyntheticCatalogue(root, 1000);
    const before = await snapshot(root);
    const file = path.join(work.folder, 'thousand.xlsx');
    const started = performance.now();
    expect((await runExport(file, { root, force: false })).ok).toBe(true);
    const exportedAt = performance.now();
    const result = await importInto(root, work.folder, 'thousand.xlsx', await readFile(file));
    const importedAt = performance.now();
    expect(result).toEqual({ ok: true, report: 'The workbook matches the content: no file changes.' });
    expect(await snapshot(root)).toEqual(before);
    // Seconds, where an editor waits: about 1.5 and 4.5 on two cores.
    expect(exportedAt - started).toBeLessThan(15_000);
    expect(importedAt - exportedAt).toBeLessThan(30_000);
  }, 180_000);
});
