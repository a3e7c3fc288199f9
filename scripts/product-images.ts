/*
 * Makes the variants of every product picture that the cache lacks and publishes those the
 * content uses into `--published <folder>`. Run by the build in a process of its own beside next
 * build, at low priority; it reads the content from the build's snapshot (CONTENT_SNAPSHOT).
 * Started with an IPC channel, it encodes one picture at a time until the build's message that
 * next build has finished, then two: while Next builds, the second core is Next's, and a second
 * encoder beside it added to the build's peak memory and nothing to its speed
 * (docs/measured-choices.md).
 */
import { parseArgs } from 'node:util';
import { ContentError, getContent } from '@/app/_content';
import { prepareProductImages } from './lib/build/product-images';

const { values } = parseArgs({ options: { published: { type: 'string' } } });
try {
  const nextBuildFinished = process.send && new Promise((resolve) => process.once('message', resolve).once('disconnect', resolve));
  const { made, reused } = await prepareProductImages(await getContent(), {
    published: values.published,
    secondEncoder: nextBuildFinished,
  });
  console.log(`Product pictures: ${made} variants made, ${reused} reused.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  // The open channel would keep this process waiting for a message it no longer needs.
  if (process.connected) process.disconnect();
}
