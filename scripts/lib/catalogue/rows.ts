import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { nearMiss } from '@/app/_content/tools';
import { fromCell, type CellValue } from './cells';
import type { Column } from './columns';
import { cellName, type SheetProblem } from './problems';
import type { Sheet } from './workbook-read';

/*
 * The Products sheet read by its header: row 1 names each column by its id, in any order, and
 * every row below it with anything in it is a product, its values as its files would hold them.
 */

/** A product as a row gives it. */
export type ProductRow = {
  /** Its 0-based row in the sheet. */
  row: number;
  /** Its sku as written, if it is a text: which folder the row is. */
  sku: string | undefined;
  /** Each column's cell, by column id. */
  cells: ReadonlyMap<string, CellValue>;
  /** The frontmatter of each of its files, as the cells give it; the facts in the default locale's. */
  fields: Record<Locale, Record<string, unknown>>;
  /** The description below each file's frontmatter. */
  bodies: Record<Locale, string>;
};

/** Which sheet column holds each of `columns`, by id; or the problems of row 1. */
export function readHeader(sheet: Sheet, columns: readonly Column[]): { indexes: Map<string, number> } | { problems: SheetProblem[] } {
  const ids = columns.map((column) => column.id);
  const indexes = new Map<string, number>();
  const problems: SheetProblem[] = [];
  const header = sheet.rows[0] ?? [];
  header.forEach((cell, index) => {
    const id = cell === null ? '' : String(cell).trim();
    const place = cellName(0, index);
    if (id === '') {
      // A column without a header holds nothing the import reads; one with values under it was meant to.
      if (sheet.rows.some((row, rowIndex) => rowIndex > 0 && !isEmpty(row[index] ?? null))) {
        problems.push({
          cell: place,
          field: '-',
          message: `is empty, with values below it: write the column's id here (${ids.join(', ')}), or delete the column`,
        });
      }
    } else if (!ids.includes(id)) {
      const nearest = nearMiss(id, ids);
      const fix = nearest
        ? `did you mean ${nearest}?`
        : 'delete the column, or write the id of one the import reads (the note on each header says what it is)';
      problems.push({ cell: place, field: '-', message: `"${id}" is not a column the import reads: ${fix}` });
    } else if (indexes.has(id)) {
      const first = cellName(0, indexes.get(id)!);
      problems.push({
        cell: place,
        field: id,
        message: `is the header of column ${first.replace(/\d+$/, '')} too: keep one of the two columns`,
      });
    } else indexes.set(id, index);
  });
  for (const id of ids.filter((id) => !indexes.has(id))) {
    const message = `is a column the import needs, and row 1 does not name it: put the column back (npm run catalogue:export writes it), with ${id} in its first cell`;
    problems.push({ field: id, message });
  }
  return problems.length > 0 ? { problems } : { indexes };
}

const isEmpty = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The products of the rows under the header; an empty row (one a spreadsheet keeps for its formatting) is none. */
export function productRows(sheet: Sheet, columns: readonly Column[], indexes: ReadonlyMap<string, number>): ProductRow[] {
  return sheet.rows.slice(1).flatMap((cellsOfRow, index) => {
    if (cellsOfRow.every(isEmpty)) return [];
    const cells = new Map(columns.map((column) => [column.id, cellsOfRow[indexes.get(column.id)!] ?? null] as const));
    const fields = Object.fromEntries(locales.map((locale) => [locale, {}])) as Record<Locale, Record<string, unknown>>;
    const bodies = Object.fromEntries(locales.map((locale) => [locale, ''])) as Record<Locale, string>;
    for (const column of columns) {
      const value = fromCell(column, cells.get(column.id)!);
      if (column.kind === 'markdown') bodies[column.locale] = String(value);
      else if (value !== undefined) setIn(fields[column.locale], column.path, value);
    }
    const sku = fields[defaultLocale].sku;
    return [{ row: index + 1, sku: typeof sku === 'string' ? sku : undefined, cells, fields, bodies }];
  });
}

function setIn(object: Record<string, unknown>, path: readonly string[], value: unknown) {
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((inner, key) => {
    inner[key] ??= {};
    return inner[key] as Record<string, unknown>;
  }, object);
  parent[path.at(-1)!] = value;
}

/** A field's value in a file's frontmatter, by its path. */
const getIn = (object: Record<string, unknown>, path: readonly string[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined), object);

/** A column's value as a file holds it: a field of its frontmatter, or the description below it. */
export const valueIn = (column: Column, file: { data: Record<string, unknown>; body: string }): unknown =>
  column.kind === 'markdown' ? file.body : getIn(file.data, column.path);

/**
 * The column of a problem the check found in a field of the file of `locale` (`price.currency`,
 * `images.1`, `pictures.0.file`), and the field as the sheet names it: a text's with its locale.
 */
export function columnOf(columns: readonly Column[], locale: Locale, field: string): { column: Column; field: string } | undefined {
  const path = field.split('.');
  const candidates = columns.filter((column) => column.locale === locale && column.path.length > 0);
  // The column of the field itself or of a part of it (images.1 is a line of images); else the first of a group (size).
  const column =
    candidates.find((candidate) => candidate.path.every((key, index) => path[index] === key)) ??
    candidates.find((candidate) => path.every((key, index) => candidate.path[index] === key));
  if (!column) return undefined;
  const rest = path.slice(column.path.length);
  return { column, field: [column.id, ...rest].join('.') };
}
