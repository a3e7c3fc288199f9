import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/node';
import type { CellValue } from './cells';
import { PRODUCTS_SHEET, TYPES_SHEET, type CellKind } from './columns';
import { cellNotes, type CellNote } from './notes';
import { WORKBOOK_FONT } from '@/app/_config/workbooks';

/*
 * The workbook the export writes: the Products sheet, one row per product under a header row of
 * column ids, each header with its field's description as a note; numbers as numbers, days as
 * dates, a list in one cell, one item a line; the header row and the sku column frozen, the
 * columns sized to what they hold. Then the product types, for reference.
 */

export type SheetContent = { columns: readonly { id: string; note: string; kind?: CellKind }[]; rows: readonly CellValue[][] };

/** The narrowest and widest a column is drawn, in characters; a description's column is wide, and wraps nothing. */
const [NARROWEST, WIDEST, DESCRIPTION_WIDTH] = [10, 48, 60];

/** How wide a text is drawn, in characters: Chinese characters take two. */
const drawnWidth = (text: string) => [...text].reduce((width, character) => width + (/[\u1100-\uffef]/u.test(character) ? 2 : 1), 0);

/** A cell as the library writes it: its type said, so that a text that looks like a number stays a text. */
function cellOf(value: CellValue, kind: CellKind | undefined): Cell {
  if (value === null) return null;
  const style = { alignVertical: 'top' as const };
  if (typeof value === 'number') return { ...style, value, type: Number };
  if (typeof value === 'boolean') return { ...style, value, type: Boolean };
  if (value instanceof Date) return { ...style, value, type: Date, format: 'yyyy-mm-dd' };
  // A list's lines, and a picture's, show one under the other.
  return { ...style, value, type: String, wrap: kind === 'list' || kind === 'pictures' };
}

function widthOf(column: SheetContent['columns'][number], index: number, rows: readonly CellValue[][]): number {
  if (column.kind === 'markdown') return DESCRIPTION_WIDTH;
  const longest = rows.reduce((widest, row) => {
    const value = row[index];
    const text = value instanceof Date ? '2026-03-18' : value === null || value === undefined ? '' : String(value);
    return Math.max(widest, ...text.split('\n').map(drawnWidth));
  }, drawnWidth(column.id));
  return Math.min(WIDEST, Math.max(NARROWEST, longest + 2));
}

function sheetOf(name: string, { columns, rows }: SheetContent, frozenColumns: number): Sheet<never> {
  const header: Cell[] = columns.map(({ id }) => ({
    value: id,
    type: String,
    fontWeight: 'bold',
    backgroundColor: '#eeeeee',
    alignVertical: 'top',
  }));
  return {
    sheet: name,
    data: [header, ...rows.map((row) => row.map((value, index) => cellOf(value, columns[index]?.kind)))],
    columns: columns.map((column, index) => ({ width: widthOf(column, index, rows) })),
    stickyRowsCount: 1,
    stickyColumnsCount: frozenColumns,
  };
}

/** The workbook of `products` and `types`, as the bytes of a .xlsx file. */
export async function writeWorkbook(products: SheetContent, types: SheetContent): Promise<Buffer> {
  const notes = new Map<number, CellNote[]>(
    [products, types].map(({ columns }, sheet) => [
      sheet,
      columns.flatMap(({ note }, column) => (note ? [{ row: 0, column, text: note }] : [])),
    ]),
  );
  return writeXlsxFile([sheetOf(PRODUCTS_SHEET, products, 1), sheetOf(TYPES_SHEET, types, 0)], {
    features: [cellNotes(notes)],
    fontFamily: WORKBOOK_FONT,
  }).toBuffer();
}
