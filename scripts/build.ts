/*
 * `npm run build`: checks the content, makes the product pictures' variants, exports the site into
 * a staging folder beside out/, gives every page its Content-Security-Policy, and swaps it in only
 * when every step has succeeded. A build that fails or is interrupted at any stage leaves
 * the published out/ exactly as it was. OUT_DIR names another output folder (default: out).
 */
import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_IMAGES_FOLDER } from '../app/_config/product-images';
import { getContent } from '../app/_content';
import { writeContentSnapshot } from '../app/_content/catalogue';
import { checkContent } from './lib/check-content';
import { prepareProductImages } from './lib/product-images';
import { finishExport } from './lib/post-export';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const stagingDir = `${outDir}.staging`;
const previousDir = `${outDir}.previous`;
/** The pictures' variants, gathered while Next builds and moved into the export afterwards. */
const imagesDir = `${outDir}.${PRODUCT_IMAGES_FOLDER}`;
const snapshotFile = path.join(tmpdir(), `content-snapshot-${process.pid}.json`);
const shownOutDir = `${path.relative('.', outDir) || '.'}/`;

if (path.relative('.', outDir).startsWith('..')) {
  console.error(`OUT_DIR must be a folder inside the project (Next.js writes only there), not ${outDir}.`);
  process.exit(1);
}

async function cleanUp() {
  await Promise.all([stagingDir, imagesDir, snapshotFile].map((leftover) => rm(leftover, { recursive: true, force: true })));
}

async function fail(reason: string): Promise<never> {
  await cleanUp();
  console.error(`\n${reason}\nThe build stopped; ${shownOutDir} was left as it was.`);
  process.exit(1);
}

/** Runs `next build`, exporting into the staging folder (next.config.ts reads EXPORT_DIR); resolves to why it failed. */
function nextBuild(): Promise<string | undefined> {
  const child = spawn(path.resolve('node_modules/.bin/next'), ['build'], {
    stdio: 'inherit',
    env: { ...process.env, EXPORT_DIR: path.relative('.', stagingDir), CONTENT_SNAPSHOT: snapshotFile },
  });
  let interruption: string | undefined;
  // Ctrl-C reaches the whole process group; a `kill` of this script alone is passed on.
  process.on('SIGINT', () => (interruption = 'SIGINT'));
  process.on('SIGTERM', () => {
    interruption = 'SIGTERM';
    child.kill('SIGTERM');
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (interruption) resolve(`The build was interrupted (${interruption}).`);
      else if (code !== 0) resolve(`next build failed (${signal ?? `exit status ${code}`}).`);
      else resolve(undefined);
    }),
  );
}

// A malformed BASE_PATH is reported like any other mistake, before anything is built.
const { basePath } = await import('../app/_config/base-path').catch((error: Error) => fail(error.message));
if (!(await checkContent())) await fail('Fix the content problems listed above, then build again.');

const content = await getContent();
await writeContentSnapshot(content, snapshotFile);
await rm(stagingDir, { recursive: true, force: true });
// Pictures are encoded while Next compiles and renders: neither needs the other until the end.
const [failure, pictures] = await Promise.all([
  nextBuild(),
  prepareProductImages(content, { published: imagesDir }).then(
    (counts) => ({ report: `Product pictures: ${counts.made} variants made, ${counts.reused} reused.` }),
    (error: unknown) => ({ failure: `Making the product pictures failed: ${error instanceof Error ? error.message : String(error)}` }),
  ),
]);
if (failure) await fail(failure);
if ('failure' in pictures) await fail(pictures.failure);
else console.log(`\n${pictures.report}`);
await rm(path.join(stagingDir, PRODUCT_IMAGES_FOLDER), { recursive: true, force: true });
await rename(imagesDir, path.join(stagingDir, PRODUCT_IMAGES_FOLDER));
try {
  const pages = await finishExport(stagingDir, basePath);
  console.log(`\nGave ${pages} pages their Content-Security-Policy; wrote _headers and .nojekyll.`);
} catch (error) {
  await fail(`Finishing the export failed: ${error instanceof Error ? error.message : String(error)}`);
}

await rm(previousDir, { recursive: true, force: true });
await rename(outDir, previousDir).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
});
try {
  await rename(stagingDir, outDir);
} catch (error) {
  await rename(previousDir, outDir).catch(() => {});
  throw error;
}
await Promise.all([rm(previousDir, { recursive: true, force: true }), cleanUp()]);
console.log(`\nThe site is in ${shownOutDir}`);
