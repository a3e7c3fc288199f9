/*
 * `npm run check:content`: exit status 1 when anything under content/ is wrong, with every problem listed.
 * `--snapshot <file>` (used by the build) also writes the validated content there for Next's workers.
 */
import { parseArgs } from 'node:util';
import { getContent } from '@/app/_content';
import { checkContent } from './lib/content/check-content';

const { values } = parseArgs({ options: { snapshot: { type: 'string' } } });

if (!(await checkContent())) process.exitCode = 1;
else if (values.snapshot) {
  // Loaded only now: the reader's modules read BASE_PATH as they load, and a malformed one is the
  // check's to report above, not a crash before it.
  const { writeContentSnapshot } = await import('@/app/_content/tools');
  await writeContentSnapshot(await getContent(), values.snapshot);
}
