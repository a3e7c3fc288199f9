/*
 * Makes the variants of every product picture that the cache lacks and publishes those the
 * content uses into `--published <folder>`. Run by the build in a process of its own beside next
 * build, at low priority; it reads the content from the build's snapshot (CONTENT_SNAPSHOT).
 */
import { parseArgs } from 'node:util';
import { ContentError, getContent } from '@/app/_content';
import { prepareProductImages } from './lib/product-images';

const { values } = parseArgs({ options: { published: { type: 'string' } } });
try {
  const { made, reused } = await prepareProductImages(await getContent(), { published: values.published });
  console.log(`Product pictures: ${made} variants made, ${reused} reused.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
