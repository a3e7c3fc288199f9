import { open } from 'node:fs/promises';
import path from 'node:path';
import { readSheet } from 'read-excel-file/universal';
import type { CellValue } from './cells';
import { PRODUCTS_SHEET } from './columns';
import { CsvRefused, parseCsv } from './csv';
import { MAX_CELL_CHARACTERS, MAX_COLUMNS, MAX_PRODUCTS, MAX_WORKBOOK_BYTES } from './limits';
import { cellName, type SheetProblem } from './problems';
import { unzipParts, ZipRefused } from './zip';

/*
 * The Products sheet of a workbook (.xlsx) or a CSV file, as rows of cells. The file is untrusted
 * input: its size, its parts once unpacked, its rows, its columns and each cell are bounded
 * before or as they are read (limits.ts), and whatever it holds ends in a problem naming it,
 * never in an exception. A formula is read as the value its spreadsheet stored, never evaluated:
 * the reader (read-excel-file) has no evaluator.
 */

export type Sheet = {
  /** The sheet's name, for the problems' places; none for a CSV file. */
  name?: string;
  rows: CellValue[][];
};

/** Excel's limits, which a cell's reference cannot pass. */
const EXCEL_ROWS = 1_048_576;

/** The sheet of `file`, or the problems that keep it from being read. */
export async function readWorkbook(file: string): Promise<{ sheet: Sheet } | { problems: SheetProblem[]; sheetName?: string }> {
  const whole = (message: string) => ({ problems: [{ field: '-', message }] });
  let bytes: Buffer;
  try {
    bytes = await readBounded(file);
  } catch (error) {
    return whole(
      error instanceof WorkbookRefused
        ? error.message
        : `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): check its name and folder`,
    );
  }
  try {
    const sheet = path.extname(file).toLowerCase() === '.csv' ? readCsv(bytes) : await readXlsx(bytes);
    const problems = overlongCells(sheet);
    return problems.length > 0 ? { problems, sheetName: sheet.name } : { sheet };
  } catch (error) {
    if (error instanceof WorkbookRefused || error instanceof ZipRefused || error instanceof CsvRefused) return whole(error.message);
    // The reader's own complaint about a part it could not parse: its first line names what it found.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return whole(`could not be read as a workbook (${reason}): open it in Excel, WPS Office or LibreOffice and save it again as .xlsx`);
  }
}

class WorkbookRefused extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file's bytes, unless it is larger than any catalogue: then it is not read at all. */
async function readBounded(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { size, isFile } = await handle.stat().then((stat) => ({ size: stat.size, isFile: stat.isFile() }));
    if (!isFile) throw new WorkbookRefused('is not a file: name the workbook itself');
    if (size > MAX_WORKBOOK_BYTES) {
      throw new WorkbookRefused(
        `is ${megabytes(size)}, and a catalogue's workbook is at most ${megabytes(MAX_WORKBOOK_BYTES)}: check that it is the workbook the export wrote, without pictures pasted in`,
      );
    }
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

function readCsv(bytes: Buffer): Sheet {
  let text: string;
  try {
    // Strict, as for content files: a CSV saved as GBK or UTF-16 (Excel's other CSV formats) would read as gibberish.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new WorkbookRefused(
      'is not saved as UTF-8, so its Chinese would read as gibberish: save it as "CSV UTF-8" (Excel) or as CSV with the character set UTF-8',
    );
  }
  return { rows: parseCsv(text).map((row) => row.map((field) => (field === '' ? null : field))) };
}

/** The parts the reader unpacks and parses, as it chooses them: XML and relationships. */
const isReadPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  if (bytes.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) {
    throw new WorkbookRefused('is an Excel 97–2003 workbook (.xls): save it as an Excel Workbook (.xlsx)');
  }
  if (!bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw new WorkbookRefused('is not an .xlsx workbook: save it from Excel, WPS Office or LibreOffice as .xlsx, or as CSV UTF-8 (.csv)');
  }
  const parts = unzipParts(bytes, isReadPart);
  if (parts.has('content.xml') && !parts.has('xl/workbook.xml')) {
    throw new WorkbookRefused('is an OpenDocument spreadsheet (.ods): save it as an Excel Workbook (.xlsx)');
  }
  for (const [name, part] of parts) checkPart(name, part.toString('utf8'));
  let data: CellValue[][];
  try {
    // The library's types call a date cell `typeof Date`; it gives a Date.
    data = (await readSheet(new Uint8Array(bytes).buffer, PRODUCTS_SHEET, { trim: false })) as unknown as CellValue[][];
  } catch (error) {
    if (error instanceof Error && error.name === 'SheetNotFoundError') {
      const sheets = (error as Error & { sheets?: string[] }).sheets ?? [];
      throw new WorkbookRefused(
        `has no sheet named ${PRODUCTS_SHEET}${sheets.length > 0 ? ` (its sheets: ${sheets.join(', ')})` : ''}: the import reads the products from it; name the products' sheet ${PRODUCTS_SHEET}`,
      );
    }
    throw error;
  }
  return { name: PRODUCTS_SHEET, rows: data };
}

/**
 * A part refused before the reader parses it: one that declares entities (which a parser may
 * expand a billion times over), and a sheet whose cells reach further than any catalogue, which
 * the reader would fill out, every row to the widest, in memory.
 */
function checkPart(name: string, xml: string) {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) {
    throw new WorkbookRefused(
      `declares its own XML entities (${name}), which no spreadsheet writes: it is not a workbook a spreadsheet saved`,
    );
  }
  if (!/<(?:[\w.-]+:)?sheetData[\s/>]/.test(xml)) return;
  const reach = sheetReach(xml);
  if (!reach) throw new WorkbookRefused(`has cells whose places cannot be read (${name}): open it in a spreadsheet and save it again`);
  if (reach.rows > MAX_PRODUCTS + 1) {
    throw new WorkbookRefused(
      `has a sheet whose cells reach row ${reach.rows.toLocaleString('en-US')}: the import reads at most ${MAX_PRODUCTS.toLocaleString('en-US')} products, one a row under the header; delete the rows below the last product`,
    );
  }
  if (reach.columns > MAX_COLUMNS) {
    throw new WorkbookRefused(
      `has a sheet whose cells reach column ${cellName(0, reach.columns - 1).replace(/\d+$/, '')}: the catalogue has some twenty columns, and the import reads at most ${MAX_COLUMNS}; delete the columns after the last one`,
    );
  }
}

/** A tag of a row or a cell, with any namespace prefix, its attributes' values quoted as they may hold >. */
const ROW_OR_CELL = /<(?:[\w.-]+:)?(row|c)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const REFERENCE = /(?:^|\s)r\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/**
 * The last row and column any cell of a sheet's XML is at, counted as a reader places them: by
 * the cell's reference (B7), or after the cell before it. Undefined for a reference no reader could place.
 */
function sheetReach(xml: string): { rows: number; columns: number } | undefined {
  let row = 0;
  let column = 0;
  let reach = { rows: 0, columns: 0 };
  for (const [, tag, attributes = ''] of xml.matchAll(ROW_OR_CELL)) {
    const reference = REFERENCE.exec(attributes);
    const value = reference?.[1] ?? reference?.[2];
    if (tag === 'row') {
      if (value !== undefined && !/^\d{1,7}$/.test(value)) return undefined;
      row = value === undefined ? row + 1 : Number(value);
      if (row > EXCEL_ROWS) return undefined;
      column = 0;
      continue;
    }
    if (value === undefined) column++;
    else {
      const cell = /^([A-Z]{1,3})(\d{1,7})$/.exec(value);
      if (!cell) return undefined;
      column = [...cell[1]!].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);
      row = Number(cell[2]);
    }
    reach = { rows: Math.max(reach.rows, row), columns: Math.max(reach.columns, column) };
  }
  return reach;
}

/** Each cell longer than a cell may be, at its place. */
function overlongCells(sheet: Sheet): SheetProblem[] {
  return sheet.rows.flatMap((row, rowIndex) =>
    row.flatMap((cell, columnIndex) =>
      typeof cell === 'string' && cell.length > MAX_CELL_CHARACTERS
        ? [
            {
              cell: cellName(rowIndex, columnIndex),
              field: typeof sheet.rows[0]?.[columnIndex] === 'string' ? String(sheet.rows[0][columnIndex]) : '-',
              message: `is ${cell.length.toLocaleString('en-US')} characters long, and a cell holds at most ${MAX_CELL_CHARACTERS.toLocaleString('en-US')} (as in Excel): shorten it`,
            },
          ]
        : [],
    ),
  );
}
