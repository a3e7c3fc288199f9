import { isDeepStrictEqual } from 'node:util';
import type { Column } from './columns';

/*
 * A field's value as a cell, and a cell as the value its field takes. A cell is read as its
 * editor meant it, whichever program saved it: a number stored as text, full-width digits from a
 * Chinese keyboard, a day stored as Excel's serial number, spaces at either end and Windows' line
 * ends are all read as the plain value. What cannot be read so is passed on as written, for the
 * content check to name.
 */

/** What a cell holds, as the workbook reader gives it. */
export type CellValue = string | number | boolean | Date | null;

/** A line break, as Windows, the classic Mac and everyone else write it. */
const LINE_BREAK = /\r\n|\r|\n/;

/** A number as an editor types it (`1680`, `42.5`, `.5`), after full-width digits are made plain. */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A day written year first, with -, / or . between its parts: the order no spreadsheet's locale reverses. */
const YEAR_FIRST_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** The day Excel numbers 1 is 1900-01-01; its serial numbers count from 1899-12-30, past its leap day of 1900 that never was. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** 9999-12-31, the last day a workbook holds. */
const LAST_SERIAL_DAY = 2_958_465;

/** A number as an editor writes it: 0.0000001, which JavaScript writes 1e-7. */
const asWritten = (number: number) =>
  Math.abs(number) < 1e21 ? number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(number);

/** The day a date cell holds, as an ISO date: readers give it as midnight UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's text as its editor sees it: Windows' line ends as plain ones, spaces at either end gone. */
function textOf(cell: CellValue): string | undefined {
  if (cell === null) return undefined;
  if (typeof cell === 'string') return cell.split(LINE_BREAK).join('\n').trim() || undefined;
  if (typeof cell === 'number') return asWritten(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return Number.isNaN(cell.getTime()) ? undefined : isoDay(cell);
}

/** The value a field takes from its cell; undefined leaves an optional field out of the file. */
export function fromCell(column: Column, cell: CellValue): unknown {
  const text = textOf(cell);
  switch (column.kind) {
    case 'number': {
      if (typeof cell === 'number') return cell;
      // A full-width １６８０ is 1680; a thousands comma or a unit is the check's to name, as typed.
      const plain = text?.normalize('NFKC').replace(/\s+/g, '');
      return plain !== undefined && PLAIN_NUMBER.test(plain) ? Number(plain) : empty(column, text);
    }
    case 'date': {
      if (cell instanceof Date) return empty(column, text);
      if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 1 && cell <= LAST_SERIAL_DAY) {
        return isoDay(new Date(EXCEL_EPOCH + cell * 86_400_000));
      }
      const day = YEAR_FIRST_DAY.exec(text?.normalize('NFKC') ?? '');
      return day ? `${day[1]}-${day[2]!.padStart(2, '0')}-${day[3]!.padStart(2, '0')}` : empty(column, text);
    }
    case 'list':
      return linesOf(text);
    case 'pictures': {
      const lines = linesOf(text);
      if (lines.length === 0) return undefined;
      // file: description; a Chinese keyboard types the colon full-width. A file's name holds no colon.
      return lines.map((line) => {
        const [, file = line, description] = /^([^:：]*?)\s*[:：]\s*(.*)$/.exec(line) ?? [];
        return description === undefined ? { file } : { file, description };
      });
    }
    case 'markdown':
      return text ?? '';
    case 'text':
      return empty(column, text);
  }
}

/** An empty cell: left out of the file when the field may be, otherwise empty, which the check reports as such. */
const empty = (column: Column, text: string | undefined) => text ?? (column.optional ? undefined : null);

const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The cell the export writes for a field's value as its file holds it. */
export function toCell(column: Column, value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  switch (column.kind) {
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'date':
      // A day the calendar has is a date cell; anything else goes as written, for the check to name on import.
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value
        ? new Date(`${value}T00:00:00Z`)
        : String(value);
    case 'list':
      return Array.isArray(value) ? value.map(String).join('\n') || null : String(value);
    case 'pictures':
      return Array.isArray(value)
        ? value
            .map((entry) => (entry && typeof entry === 'object' ? picture(entry as Record<string, unknown>) : String(entry)))
            .join('\n') || null
        : String(value);
    case 'markdown':
      return String(value).trim() || null;
    case 'text':
      return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
}

const picture = ({ file, description }: Record<string, unknown>) =>
  description === undefined ? String(file) : `${String(file)}: ${String(description)}`;

/**
 * Whether a cell says what the field's value already says: read, both come out the same. A file's
 * value is compared as the export writes it, so that what a cell cannot hold (a quoted text's
 * spaces, say) is no change, and an exported workbook, imported, changes nothing.
 */
export const sameValue = (column: Column, cell: CellValue, fileValue: unknown) =>
  isDeepStrictEqual(fromCell(column, cell), fromCell(column, toCell(column, fileValue)));
