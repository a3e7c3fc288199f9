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

export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.field}  ${p.message}`);
  const files = new Set(problems.map((p) => p.file)).size;
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}`;
  return [...lines, count].join('\n');
}
