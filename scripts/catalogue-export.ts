/*
 * `npm run catalogue:export -- <file>.xlsx [--force]`: writes the catalogue as a workbook for the
 * editors, one row per product (scripts/lib/catalogue/), which `npm run catalogue:import` reads
 * back. A file already there is kept unless --force: it may hold an editor's changes, not imported yet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentRoot } from '@/app/_content';
import { runExport } from './lib/catalogue/commands';

const USAGE = 'Usage: npm run catalogue:export -- <file>.xlsx [--force]   e.g. npm run catalogue:export -- catalogue.xlsx';

function readArguments() {
  try {
    return parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    // A misspelt option: say so with the usage, not with a stack trace.
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}
const { positionals, values } = readArguments();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(1);
}
if (path.extname(file).toLowerCase() !== '.xlsx') {
  console.error(`${file} does not end in .xlsx: name the workbook e.g. catalogue.xlsx\n${USAGE}`);
  process.exit(1);
}
const { ok, report } = await runExport(file, { root: contentRoot(), force: values.force ?? false });
(ok ? console.log : console.error)(report);
process.exitCode = ok ? 0 : 1;
