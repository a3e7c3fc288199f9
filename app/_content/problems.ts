import path from 'node:path';

/** One thing wrong in the content, pointing at the place an editor must change. */
export type ContentProblem = {
  /** Path of the file, relative to the repository root. */
  file: string;
  line: number;
  column: number;
  /** Dotted path of the field, e.g. `price.amount`; `-` when the whole file is at fault. */
  field: string;
  message: string;
  /** The check itself failed on the file: a fault to report, not the editor's to fix. */
  unexpected?: true;
};

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
  }
}

export function relativeToRepository(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

/**
 * A report's line as a terminal or a CI log may show it: a file or folder named with a line break,
 * an escape sequence or a right-to-left mark would otherwise start a line of its own (a workflow
 * command in a GitHub log), rewrite the line or reverse it. Each such character is written as \uXXXX.
 */
export const printable = (line: string) =>
  line.replace(/[\p{Cc}\p{Cf}]/gu, (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);

export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((p) => printable(`${p.file}:${p.line}:${p.column}  ${p.field}  ${p.message}`));
  const files = new Set(problems.map((p) => p.file)).size;
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}`;
  const report = problems.some((p) => p.unexpected)
    ? ['The check itself failed on a file marked "could not be checked": please report it to the site\'s developers, with that file.']
    : [];
  return [...lines, count, ...report].join('\n');
}

/** A problem for an exception the check did not expect while reading `file`. */
export function unexpectedProblem(file: string, error: unknown): ContentProblem {
  const reason = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  return { file, line: 1, column: 1, field: '-', message: `could not be checked (${reason})`, unexpected: true };
}

/**
 * The problem as a GitHub Actions workflow command, so it shows on the pull request's changed line.
 * Values are escaped as the runner expects: `%`, CR and LF everywhere, `:` and `,` in properties too.
 */
export function githubAnnotation(problem: ContentProblem): string {
  // Line breaks as the runner encodes them; any other control or format character (an escape
  // sequence in a folder's name, say) written out, as in the plain report.
  const data = (value: string) => printable(value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A'));
  const property = (value: string) => data(value).replaceAll(':', '%3A').replaceAll(',', '%2C');
  const message = problem.field === '-' ? problem.message : `${problem.field}: ${problem.message}`;
  return `::error file=${property(problem.file)},line=${problem.line},col=${problem.column}::${data(message)}`;
}

/** In the order an editor reads them: by file, then line, then column. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
