import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { formatProblems } from '@/app/_content';
import { exportCatalogue } from './export';
import { applyImport, planImport } from './import';
import { formatSheetProblems } from './problems';
import { importSummary } from './summary';
import { readWorkbook } from './workbook-read';

/*
 * `npm run catalogue:export` and `npm run catalogue:import`, past their arguments: what each does
 * and the report it prints, which the tests read as an editor would.
 */

export type CommandResult = { ok: boolean; report: string };

/** Writes the catalogue under `root` to `file` (.xlsx), unless a file is there and `force` is not given. */
export async function runExport(file: string, { root, force }: { root: string; force: boolean }): Promise<CommandResult> {
  if (existsSync(file) && !force) {
    return {
      ok: false,
      report: `${file} already exists, and may hold changes not imported yet: name another file, or add --force to replace it`,
    };
  }
  const result = await exportCatalogue(root);
  if ('problems' in result) {
    return {
      ok: false,
      report: `${formatProblems(result.problems)}\nThe export reads the products as npm run check:content does: fix these first.`,
    };
  }
  // Written beside it, then renamed: an earlier workbook is never left half overwritten.
  const temporary = `${file}.export-${process.pid}`;
  await writeFile(temporary, result.workbook);
  await rename(temporary, file);
  const size = `${Math.ceil(result.workbook.length / 1024).toLocaleString('en-US')} KB`;
  return { ok: true, report: `Wrote ${result.products} products to ${file} (${size}).` };
}

export type ImportCommandOptions = { root: string; dryRun: boolean; deleteMissing: boolean; now: Date };

/** Reads `file` (.xlsx or .csv) into the content under `root`, or reports every problem and writes nothing. */
export async function runImport(file: string, { root, dryRun, deleteMissing, now }: ImportCommandOptions): Promise<CommandResult> {
  const read = await readWorkbook(file);
  if ('problems' in read) return { ok: false, report: formatSheetProblems(file, read.sheetName, read.problems) };
  const result = await planImport(root, read.sheet, { deleteMissing, now });
  if ('contentProblems' in result) {
    return {
      ok: false,
      report: `${formatProblems(result.contentProblems)}\nThe import reads the products as npm run check:content does: fix these first.`,
    };
  }
  if ('problems' in result) return { ok: false, report: formatSheetProblems(file, read.sheet.name, result.problems) };
  if (!dryRun) await applyImport(root, result.plan);
  return { ok: true, report: importSummary(root, result.plan, { dryRun }) };
}
