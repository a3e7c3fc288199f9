import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { relativeToRepository, type ContentProblem } from '@/app/_content';
import {
  catalogueReferences,
  checkProductValues,
  productScaffold,
  productTextFile,
  readCatalogueSources,
  RESERVED_SKUS,
  ScaffoldError,
  SKU,
  type CatalogueReferences,
  type ProductSource,
} from '@/app/_content/tools';
import { fromCell, sameValue } from './cells';
import { productColumns, type Column } from './columns';
import { editProductFile, EditRefused, readProductFile, type FieldChange } from './edit';
import { cellName, type SheetProblem } from './problems';
import { columnOf, productRows, readHeader, valueIn, type ProductRow } from './rows';
import { rowRules } from './rules';
import type { Sheet } from './workbook-read';

/*
 * A workbook's rows into content/: every cell checked first, by the content check's schemas and
 * in its words, and nothing written while any problem is left. Then each product's changed fields
 * are written into their own lines, a new row becomes a product folder as `npm run new:product`
 * makes one, and a product whose row is gone is kept unless the import is told to delete it.
 */

export type ImportOptions = {
  /** Delete the products whose rows are gone (--delete); otherwise they are kept and listed. */
  deleteMissing: boolean;
  /** The present, for the day a product may be added by at the latest, and a new product's files. */
  now: Date;
};

/** A file the import writes: its path under the content root, its new text, and the columns that changed it. */
export type PlannedFile = { relative: string; text: string; columns: string[]; created: boolean };

export type ImportPlan = {
  files: PlannedFile[];
  /** Products whose rows are gone: deleted with --delete, else kept. */
  deleted: string[];
  kept: string[];
  /** Pictures the rows list that their folders do not hold yet, under the content root. */
  picturesToAdd: string[];
};

export type ImportResult = { plan: ImportPlan } | { problems: SheetProblem[] } | { contentProblems: ContentProblem[] };

/** What importing `sheet` into the content under `root` would write and delete; or why nothing may be. */
export async function planImport(root: string, sheet: Sheet, options: ImportOptions): Promise<ImportResult> {
  const columns = productColumns();
  const header = readHeader(sheet, columns);
  if ('problems' in header) return header;
  const sources = await readCatalogueSources(root);
  // The content must read as the check reads it: a change written into a file it cannot read could go anywhere.
  if (sources.problems.length > 0) return { contentProblems: sources.problems };
  const cellOf = (row: number, column: string) => cellName(row, header.indexes.get(column)!);
  const rows = productRows(sheet, columns, header.indexes);
  // An emptied sheet would delete every product with --delete, and is a mistake without it.
  if (rows.length === 0) {
    return { problems: [{ field: '-', message: 'holds no product under its header: the catalogue needs at least one, a row each' }] };
  }
  const existing = new Map(sources.products.map((product) => [product.sku, product]));
  const inWorkbook = new Set(rows.flatMap((row) => (row.sku === undefined ? [] : [row.sku])));
  const gone = [...existing.keys()].filter((sku) => !inWorkbook.has(sku));
  const kept = new Map(options.deleteMissing ? [] : gone.map((sku) => [sku, existing.get(sku)!]));
  // The products there will be, in the folders' order, as the check lists them; a row's sku that cannot be one is named on its row.
  const skus = [...inWorkbook, ...kept.keys()].filter((sku) => SKU.test(sku) && !RESERVED_SKUS.includes(sku)).toSorted();
  const references = catalogueReferences(sources, skus, options.now);

  const problems = checkRows(rows, columns, header.indexes, references, kept);
  if (options.deleteMissing) {
    // The home page's selection names products: one deleted would leave it naming nothing.
    for (const sku of gone.filter((sku) => sources.site?.selectedPieces.includes(sku))) {
      const message = `lists ${sku}, whose row is gone and which --delete would delete: remove it from selectedPieces first, or put its row back`;
      problems.push({ file: relativeToRepository(path.join(root, 'site.yaml')), field: 'selectedPieces', message });
    }
  }
  if (problems.length > 0) return { problems };

  const files: PlannedFile[] = [];
  const picturesToAdd: string[] = [];
  for (const row of rows) {
    const sku = row.sku!;
    const product = existing.get(sku);
    let written: PlannedFile[];
    try {
      written = product ? changedFiles(row, product, columns) : await newProduct(root, row, columns, options.now);
    } catch (error) {
      if (!(error instanceof EditRefused || error instanceof ScaffoldError)) throw error;
      const file = error instanceof EditRefused ? `${relativeToRepository(path.join(root, 'products', sku))}/${error.file}` : undefined;
      problems.push({ ...(file ? { file } : { cell: cellOf(row.row, 'sku') }), field: '-', message: error.message });
      continue;
    }
    files.push(...written);
    const images = row.fields[defaultLocale].images as string[];
    const present = product?.fileNames ?? [];
    picturesToAdd.push(...images.filter((image) => !present.includes(image)).map((image) => `products/${sku}/${image}`));
  }
  if (problems.length > 0) return { problems };
  return { plan: { files, deleted: options.deleteMissing ? gone : [], kept: [...kept.keys()], picturesToAdd } };
}

/**
 * Every problem of every row, at its cell: each product's values by the content check's schemas,
 * then what the rows tell together (rules.ts).
 */
function checkRows(
  rows: readonly ProductRow[],
  columns: readonly Column[],
  indexes: ReadonlyMap<string, number>,
  references: CatalogueReferences,
  kept: ReadonlyMap<string, ProductSource>,
): SheetProblem[] {
  const cellOf = (row: number, column: string) => cellName(row, indexes.get(column)!);
  const problems: SheetProblem[] = [];
  for (const row of rows) {
    for (const { locale, field, message } of checkProductValues(row.sku ?? '', row.fields, references)) {
      // A problem of the product as a whole (none so far) is named at its sku.
      const at = columnOf(columns, locale, field) ?? { column: columns[0]!, field: '-' };
      problems.push({ cell: cellOf(row.row, at.column.id), field: at.field, message });
    }
  }
  for (const { row, column, field, message } of rowRules(rows, kept)) {
    problems.push({ cell: cellOf(row, column), field: field ?? column, message });
  }
  return problems;
}

/** The changes a row makes to the file of `locale`, whose frontmatter and description are `file`. */
function changesOf(row: ProductRow, columns: readonly Column[], locale: Locale, file: { data: Record<string, unknown>; body: string }) {
  const changed = columns.filter(
    (column) => column.locale === locale && !sameValue(column, row.cells.get(column.id)!, valueIn(column, file)),
  );
  const changes: FieldChange[] = changed.map((column) => ({ path: column.path, value: fromCell(column, row.cells.get(column.id)!) }));
  return { changes, columns: changed.map((column) => column.id) };
}

/** The files of an existing product that the row changes, each changed in the lines of its changed fields. */
function changedFiles(row: ProductRow, product: ProductSource, columns: readonly Column[]): PlannedFile[] {
  return locales.flatMap((locale) => {
    const file = product.files[locale];
    const { changes, columns: changed } = changesOf(row, columns, locale, file);
    if (changes.length === 0) return [];
    return [
      { relative: file.relative, text: edited(file.saved, changes, path.posix.basename(file.relative)), columns: changed, created: false },
    ];
  });
}

/** A new product's files: as `npm run new:product` writes them, with the row's values in their fields. */
async function newProduct(root: string, row: ProductRow, columns: readonly Column[], now: Date): Promise<PlannedFile[]> {
  const type = row.fields[defaultLocale].type;
  const scaffold = await productScaffold(root, row.sku!, typeof type === 'string' ? type : undefined, now);
  return locales.map((locale) => {
    const name = productTextFile(locale);
    const saved = scaffold[name]!;
    const { changes } = changesOf(row, columns, locale, readProductFile(saved));
    return { relative: `products/${row.sku}/${name}`, text: edited(saved, changes, name), columns: [], created: true };
  });
}

/** `editProductFile`, its refusal naming the file. */
function edited(saved: string, changes: FieldChange[], name: string): string {
  try {
    return changes.length === 0 ? saved : editProductFile(saved, changes);
  } catch (error) {
    if (error instanceof EditRefused) error.file = name;
    throw error;
  }
}

/**
 * Writes and deletes what `plan` says under `root`. Each file is written beside its place and
 * renamed over it, so that none is ever half written, and a link put in its place is replaced, not
 * written through.
 */
export async function applyImport(root: string, plan: ImportPlan): Promise<void> {
  for (const { relative, text, created } of plan.files) {
    const file = path.join(root, relative);
    if (created) await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.import-${process.pid}`;
    await writeFile(temporary, text, { flag: 'wx' });
    await rename(temporary, file);
  }
  for (const sku of plan.deleted) await rm(path.join(root, 'products', sku), { recursive: true });
}
