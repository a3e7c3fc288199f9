/*
 * `npm run catalogue:import -- <file>.xlsx|.csv [--dry-run] [--delete]`: reads a workbook the
 * export wrote, as edited, back into content/ (scripts/lib/catalogue/). Every cell is checked
 * first, and while any problem is left nothing is written; --dry-run lists what would change,
 * file by file; --delete deletes the products whose rows are gone, which are otherwise kept.
 */
import { readEnv } from '@/app/_config/env';
import { contentRoot } from '@/app/_content';
import { runImport } from './lib/catalogue/commands';
import { readArguments } from './lib/cli-arguments';

const USAGE =
  'Usage: npm run catalogue:import -- <file>.xlsx|.csv [--dry-run] [--delete]   e.g. npm run catalogue:import -- catalogue.xlsx --dry-run';

const { positionals, values } = readArguments(USAGE, { 'dry-run': { type: 'boolean' }, delete: { type: 'boolean' } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(1);
}
const { ok, report } = await runImport(file, {
  root: contentRoot(),
  dryRun: values['dry-run'] ?? false,
  deleteMissing: values.delete ?? false,
  now: readEnv('BUILD_TIME') ?? new Date(),
});
(ok ? console.log : console.error)(report);
process.exitCode = ok ? 0 : 1;
