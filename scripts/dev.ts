/*
 * `npm run dev`: the preview. Makes the product pictures' variants (the build makes its own), then
 * runs `next dev`, making them again whenever something under content/products/ changes, so a
 * picture an editor adds shows on the next reload.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { ContentError, contentRoot } from '@/app/_content';
import { loadContent } from '@/app/_content/catalogue';
import { prepareProductImages } from './lib/product-images';

async function preparePictures() {
  try {
    const { made, reused } = await prepareProductImages(await loadContent(contentRoot()));
    console.log(`Product pictures: ${made} variants made, ${reused} reused.`);
  } catch (error) {
    // The preview shows the same problems; keep watching for the fix.
    if (!(error instanceof ContentError)) throw error;
    console.error(`Product pictures wait until the content is fixed:\n${error.message}`);
  }
}

await preparePictures();
let timer: NodeJS.Timeout | undefined;
const watcher = watch(path.join(contentRoot(), 'products'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(preparePictures, 300);
});
const next = spawn(path.resolve('node_modules/.bin/next'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit' });
next.on('exit', (code) => {
  watcher.close();
  process.exit(code ?? 0);
});
// Ctrl-C reaches next dev too; wait for it to stop.
process.on('SIGINT', () => {});
