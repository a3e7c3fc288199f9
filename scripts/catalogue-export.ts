/*
 * `npm run catalogue:export -- <file>.xlsx [--force]`: writes the catalogue as a workbook for the
 * editors, one row per product (scripts/lib/catalogue/), which `npm run catalogue:import` reads
 * back. A file already there is kept unless --force: it may hold an editor's changes, not imported yet.
 */
import path from 'node:path';
import { contentRoot } from '@/app/_content';
import { runExport } from './lib/catalogue/commands';
import { readArguments } from './lib/cli-arguments';

const USAGE = 'Usage: npm run catalogue:export -- <file>.xlsx [--force]   e.g. npm run catalogue:export -- catalogue.xlsx';

const { positionals, values } = readArguments(USAGE, { force: { type: 'boolean' } });
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
