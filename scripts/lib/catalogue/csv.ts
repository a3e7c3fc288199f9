import { MAX_COLUMNS, MAX_PRODUCTS } from './limits';

/*
 * A CSV file's rows, as RFC 4180 writes them and spreadsheets save them: fields in double quotes
 * may hold the separator, line breaks and doubled quotes. The separator is the one the header row
 * uses: a comma, or the semicolon that Excel writes where a comma marks decimals, or a tab.
 */

/** Why the CSV is refused, for the workbook's problem. */
export class CsvRefused extends Error {}

/** The separator of the first line, outside quotes: the one it holds most of, a comma when none. */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((separator) => [separator, firstLine.split(separator).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The rows of `text` (without its byte order mark), each a list of its fields, at most MAX_PRODUCTS under the header. */
export function parseCsv(text: string): string[][] {
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteOpenedOnRow = 0;
  const endField = () => {
    row.push(field);
    field = '';
    if (row.length > MAX_COLUMNS) {
      throw new CsvRefused(`has more than ${MAX_COLUMNS} columns in row ${rows.length + 1}: it is not a catalogue the export wrote`);
    }
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
    if (rows.length > MAX_PRODUCTS + 1) {
      throw new CsvRefused(
        `has more than ${MAX_PRODUCTS.toLocaleString('en-US')} rows under the header: the import reads at most ${MAX_PRODUCTS.toLocaleString('en-US')} products, one a row`,
      );
    }
  };
  for (let at = 0; at < text.length; at++) {
    const character = text[at]!;
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[at + 1] === '"') {
        field += '"';
        at++;
      } else quoted = false;
    } else if (character === '"' && field === '') {
      quoted = true;
      quoteOpenedOnRow = rows.length + 1;
    } else if (character === separator) endField();
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[at + 1] === '\n') at++;
      endRow();
    } else field += character;
  }
  if (quoted)
    throw new CsvRefused(`has a " in row ${quoteOpenedOnRow} that is never closed: close it, or save the file again from the spreadsheet`);
  // The last line's break is optional.
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
