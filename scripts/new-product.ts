/*
 * `npm run new:product -- <sku> [--type <type>]`: creates content/products/<sku>/ with every field,
 * in both languages, then lists what is left to fill in. The type may also follow the sku alone
 * (`npm run new:product rj-st-003 stole`): npm, and Windows PowerShell in front of it, take a
 * `--type` for themselves when the `--` before it is left out or lost.
 */
import { ContentError, contentRoot, formatProblems } from '@/app/_content';
import { loadContent, ScaffoldError, scaffoldProduct } from '@/app/_content/tools';
import { readArguments } from './lib/cli-arguments';

const USAGE = 'Usage: npm run new:product -- <sku> [--type <product type>]   e.g. npm run new:product -- rj-st-003 --type stole';
const { positionals, values } = readArguments(USAGE, { type: { type: 'string' } });
const [sku, typeAfterSku] = positionals;
if (!sku || positionals.length > 2 || (typeAfterSku && values.type)) {
  console.error(USAGE);
  process.exit(1);
}

try {
  const files = await scaffoldProduct(contentRoot(), sku, values.type ?? typeAfterSku);
  console.log(`Created ${files.join(', ')}.`);
} catch (error) {
  if (error instanceof ContentError) console.error(formatProblems(error.problems));
  else if (error instanceof ScaffoldError) console.error(error.message);
  else throw error;
  process.exit(1);
}

// What the editor still has to do is what the content check says about the new folder.
const todo = await loadContent(contentRoot()).then(
  () => [],
  (error) => (error instanceof ContentError ? error.problems.filter((problem) => problem.file.includes(`/products/${sku}/`)) : []),
);
if (todo.length > 0) {
  console.log(`\nFill in, then run npm run check:content:\n${formatProblems(todo)}`);
}
