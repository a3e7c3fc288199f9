import { printable } from '@/app/_content/tools';

/*
 * A problem of a workbook, at its cell, as the content check names a problem at its line:
 * `catalogue.xlsx Products!I7  price.currency  "RMB" is not an ISO 4217 currency code: …`.
 */

export type SheetProblem = {
  /** The cell, e.g. I7; none for the workbook as a whole. */
  cell?: string;
  /** The field, as the check names it (`price.currency`, `images.1`); `-` when none. */
  field: string;
  message: string;
  /** A file of the content the problem is in instead (site.yaml, say), shown in place of the workbook. */
  file?: string;
};

/** A cell's name as a spreadsheet shows it, from its 0-based row and column: (6, 8) is I7. */
export function cellName(row: number, column: number): string {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return `${letters}${row + 1}`;
}

/** The 0-based row and column of a cell's name, for ordering. */
function cellPosition(cell: string): [number, number] {
  const [, letters = '', digits = '0'] = /^([A-Z]+)(\d+)$/.exec(cell) ?? [];
  return [Number(digits), [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0)];
}

/**
 * In the order an editor reads them: the workbook's own, then row by row, left to right, a cell's
 * by the line of it they are on (images.1 before images.2); the content's files last.
 */
export function sortSheetProblems(problems: readonly SheetProblem[]): SheetProblem[] {
  const order = (problem: SheetProblem): [number, number, number] =>
    problem.file ? [2, 0, 0] : problem.cell ? [1, ...cellPosition(problem.cell)] : [0, 0, 0];
  return problems.toSorted((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (a.cell ? a.field.localeCompare(b.field, 'en', { numeric: true }) : 0);
  });
}

/** The report of `problems` in `workbook` (its path as shown), one a line, then their count. */
export function formatSheetProblems(workbook: string, sheet: string | undefined, problems: readonly SheetProblem[]): string {
  const place = (problem: SheetProblem) =>
    problem.file ?? (problem.cell ? `${workbook} ${sheet ? `${sheet}!` : ''}${problem.cell}` : workbook);
  const lines = sortSheetProblems(problems).map((problem) => printable(`${place(problem)}  ${problem.field}  ${problem.message}`));
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}: nothing was written`;
  return [...lines, count].join('\n');
}
