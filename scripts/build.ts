/*
 * `npm run build`: checks the content while Next compiles, exports the site into a staging folder
 * beside out/ while the product pictures' variants are made at low priority, gives every page its
 * Content-Security-Policy, and swaps it in only when every step has succeeded. A build that fails
 * or is interrupted at any stage leaves the published out/ exactly as it was. OUT_DIR names
 * another output folder (default: out).
 *
 * Each heavy step runs in a process of its own that gives its memory back when it ends: this
 * one only waits, so the build's peak is next build's own and the pictures'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_IMAGES_FOLDER } from '@/app/_config/product-images';
import { finishExport } from './lib/post-export';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const stagingDir = `${outDir}.staging`;
const previousDir = `${outDir}.previous`;
/** The pictures' variants, gathered while Next builds and moved into the export afterwards. */
const imagesDir = `${outDir}.${PRODUCT_IMAGES_FOLDER}`;
/** The content as validated by the check, for Next's workers and the pictures (app/_content/index.ts). */
const snapshotFile = path.join(tmpdir(), `content-snapshot-${process.pid}.json`);
const shownOutDir = `${path.relative('.', outDir) || '.'}/`;

if (path.relative('.', outDir).startsWith('..')) {
  console.error(`OUT_DIR must be a folder inside the project (Next.js writes only there), not ${outDir}.`);
  process.exit(1);
}

const children = new Set<ChildProcess>();
let interruption: string | undefined;
// Ctrl-C reaches the whole process group; a `kill` of this script alone is passed on.
process.on('SIGINT', () => (interruption = 'SIGINT'));
process.on('SIGTERM', () => {
  interruption = 'SIGTERM';
  for (const child of children) child.kill('SIGTERM');
});

async function cleanUp() {
  await Promise.all([stagingDir, imagesDir, snapshotFile].map((leftover) => rm(leftover, { recursive: true, force: true })));
}

async function fail(reason: string): Promise<never> {
  for (const child of children) child.kill('SIGTERM');
  await cleanUp();
  console.error(`\n${reason}\nThe build stopped; ${shownOutDir} was left as it was.`);
  process.exit(1);
}

/** Starts one step in a process of its own; `finished` resolves to why it failed, if it did. */
function start(
  failure: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
  output: 'inherit' | 'ignore' = 'inherit',
): { pid: number; finished: Promise<string | undefined> } {
  const child = spawn(command, args, { stdio: ['inherit', output, 'inherit'], env: { ...process.env, ...env } });
  children.add(child);
  const finished = new Promise<string | undefined>((resolve) =>
    child.on('close', (code, signal) => {
      children.delete(child);
      if (interruption) resolve(`The build was interrupted (${interruption}).`);
      else if (code !== 0) resolve(`${failure} (${signal ?? `exit status ${code}`}).`);
      else resolve(undefined);
    }),
  );
  return { pid: child.pid!, finished };
}

const script = (file: string, ...args: string[]) => [process.execPath, ['--import', 'tsx', file, ...args]] as const;

// A malformed BASE_PATH or NOINDEX is reported like any other mistake, before anything is built.
const [{ basePath }, { keepOutOfSearch }] = await Promise.all([
  import('@/app/_config/base-path'),
  import('@/app/_config/search-indexing'),
]).catch((error: Error) => fail(error.message));

await rm(stagingDir, { recursive: true, force: true });
const snapshot = { CONTENT_SNAPSHOT: snapshotFile };
/**
 * next build in two processes, compiling then generating the pages (Next's experimental build
 * modes; the export is the same, file for file, as one `next build` makes). Turbopack keeps about
 * 700 MB for some ten seconds after it has compiled; in one process that was still held while both
 * page workers started, and made the build's memory peak.
 */
const nextBuild = (mode: 'compile' | 'generate', env: Record<string, string> = {}) =>
  start(
    `next build failed while ${mode === 'compile' ? 'compiling' : 'generating the pages'}`,
    path.resolve('node_modules/.bin/next'),
    ['build', '--experimental-build-mode', mode],
    {
      ...snapshot,
      ...env,
      NEXT_BUILD_STEP: mode,
      EXPORT_DIR: path.relative('.', stagingDir),
      // The page workers allocate briskly; a larger young generation cuts their garbage collection
      // and page generation by about 6% (64 MB saved little more and cost 100 MB per worker).
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=32`.trim(),
    },
    // The compile step's report lists every page as rendered on demand, which no page of this
    // site is; its errors and warnings go to stderr, which stays.
    mode === 'compile' ? 'ignore' : 'inherit',
  ).finished;

console.log('Checking the content and compiling the site…');
const check = start('Checking the content failed', ...script('scripts/check-content.ts', '--snapshot', snapshotFile));
// Next compiles meanwhile, on the core the check leaves: of the compile step, only the few pages it
// renders need the content, and they wait for the check's snapshot.
const compiled = nextBuild('compile', { CONTENT_SNAPSHOT_WRITER: String(check.pid) });
const contentProblem = await check.finished;
if (contentProblem) await fail(interruption ? contentProblem : 'Fix the content problems listed above, then build again.');
// The pictures are made beside next build at the lowest priority: they take mostly the moments a
// core would idle (between Next's steps, while the last pages are written) and have both cores once
// Next is done; about 2 s sooner done at 1,000 products. At normal priority they slowed next build
// by more than their own time.
//
// One glibc memory arena instead of one per thread, so that the encoders reuse the memory they free:
// 270 MB at most at 3,000 products instead of 500, which next build's peak would add.
const pictureMaker = start('Making the product pictures failed', ...script('scripts/product-images.ts', '--published', imagesDir), {
  ...snapshot,
  MALLOC_ARENA_MAX: '1',
});
setPriority(pictureMaker.pid, constants.priority.PRIORITY_LOW);
const pictures = pictureMaker.finished;
let nextFailure = await compiled;
if (!nextFailure) {
  // The compile step writes an empty list of prerendered pages. The generate step loads it before
  // it writes the full one, keeps the loaded copy, and would export no page at all.
  await rm('.next/prerender-manifest.json', { force: true });
  nextFailure = await nextBuild('generate');
}
if (nextFailure) await fail(nextFailure);

try {
  // Loaded only now: the content modules need not sit in memory while Next builds.
  const { readContentSnapshot } = await import('@/app/_content/snapshot');
  const { products } = await readContentSnapshot(snapshotFile);
  const pages = await finishExport(stagingDir, { basePath, skus: products.map((product) => product.sku), keepOutOfSearch });
  console.log(`\nGave ${pages} pages their Content-Security-Policy; wrote _headers and .nojekyll.`);
} catch (error) {
  await fail(`Finishing the export failed: ${error instanceof Error ? error.message : String(error)}`);
}
const picturesFailure = await pictures;
if (picturesFailure) await fail(picturesFailure);
await rm(path.join(stagingDir, PRODUCT_IMAGES_FOLDER), { recursive: true, force: true });
await rename(imagesDir, path.join(stagingDir, PRODUCT_IMAGES_FOLDER));

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
