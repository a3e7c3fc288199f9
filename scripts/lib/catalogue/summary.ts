import path from 'node:path';
import { relativeToRepository } from '@/app/_content';
import type { ImportPlan } from './import';

/*
 * What an import wrote, or would write (--dry-run), file by file, in the words an editor checks
 * it by: which columns changed each file, which products are new, deleted or kept, and which
 * pictures the new rows name that are still to be added.
 */

export function importSummary(root: string, plan: ImportPlan, { dryRun }: { dryRun: boolean }): string {
  const shown = (relative: string) => relativeToRepository(path.join(root, relative));
  const verb = (done: string, toDo: string) => (dryRun ? toDo : done);
  const lines = plan.files.map(({ relative, columns, created }) =>
    created
      ? `${verb('Created', 'Would create')} ${shown(relative)}  (new product)`
      : `${verb('Changed', 'Would change')} ${shown(relative)}  ${columns.join(', ')}`,
  );
  lines.push(...plan.deleted.map((sku) => `${verb('Deleted', 'Would delete')} ${shown(`products/${sku}`)}/`));
  if (plan.kept.length > 0) {
    lines.push(
      `Kept ${plan.kept.length} ${plan.kept.length === 1 ? 'product' : 'products'} whose rows are gone (--delete deletes them): ${plan.kept.map((sku) => shown(`products/${sku}`)).join(', ')}`,
    );
  }
  if (plan.picturesToAdd.length > 0) {
    lines.push(
      'Add these pictures, which the rows list, before the site is built (npm run check:content asks for them):',
      ...plan.picturesToAdd.map((picture) => `  ${shown(picture)}`),
    );
  }
  if (plan.files.length === 0 && plan.deleted.length === 0) lines.unshift('The workbook matches the content: no file changes.');
  if (dryRun) lines.push('--dry-run: nothing was written.');
  return lines.join('\n');
}
