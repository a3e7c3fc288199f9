/*
 * `npm run build`, in four steps:
 *   1. check the content: every problem is listed before anything is built; the content as checked
 *      is written to a snapshot for the next steps;
 *   2. `next build` exports the site into a staging folder beside out/, while the product pictures'
 *      variants are made in a process of our own at low priority;
 *   3. finish the export: the search index of the product pages (scripts/lib/build/search-index.ts), the
 *      editors' CMS at /admin/ (scripts/lib/cms/admin.ts), /favicon.ico (scripts/lib/build/favicon.ts), each
 *      page's Content-Security-Policy and the legacy product addresses (scripts/lib/build/post-export.ts),
 *      the IndexNow key file when INDEXNOW_KEY is set, then a Brotli and a gzip copy of every
 *      compressible file (scripts/lib/build/precompress.ts);
 *   4. take into the staging folder the files of the out/ it replaces that pages of earlier
 *      releases may still ask for, for PUBLISH_KEEP_DAYS (scripts/lib/releases/), write _headers,
 *      _redirects and .nojekyll (scripts/lib/build/post-export.ts), swap it in as out/, and write beside
 *      it the kept files' record, out.releases.json, and out.pages.json, what `npm run notify`
 *      tells the search engines about (scripts/lib/notify/page-manifest.ts).
 * A build that fails or is interrupted at any step leaves the published out/ exactly as it was.
 * OUT_DIR names another output folder (default: out).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rename, rm, writeFile } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { exportedFile, localePath, productPath } from '@/app/_addresses/site-addresses';
import { readEnv, type EnvVariable } from '@/app/_config/env';
import { ADMIN_FOLDER } from '@/app/_config/http-headers';
import { PRODUCT_IMAGES_FOLDER } from '@/app/_config/product-images';
import { routing } from '@/app/_i18n/routing';
import { codeBuildId } from './lib/build/build-id';
import { writeFavicon } from './lib/build/favicon';
import { scriptCommand } from './lib/content/script-command';
import { makePageManifest, manifestFile, writePageManifest, type PageManifest } from './lib/notify/page-manifest';
import { finishExport, writeHostFiles } from './lib/build/post-export';
import { precompress } from './lib/build/precompress';
import { keepEarlierFiles, writeReleaseRecord } from './lib/releases/out-folder';
import { indexNowKeyFile } from './lib/notify/search-engines';
import { writeSearchIndex } from './lib/build/search-index';

/** A variable of the build; a malformed one ends the build before anything is built, by `stop` with its message. */
async function readOr<Name extends EnvVariable>(name: Name, stop: (message: string) => Promise<never>) {
  try {
    return readEnv(name);
  } catch (error) {
    return stop((error as Error).message);
  }
}

// Read first, with nothing to clean up yet: the message alone.
const outDir = await readOr('OUT_DIR', async (message) => {
  console.error(message);
  process.exit(1);
});
const stagingDir = `${outDir}.staging`;
const previousDir = `${outDir}.previous`;
/** The pictures' variants, gathered while Next builds and moved into the export afterwards. */
const imagesDir = `${outDir}.${PRODUCT_IMAGES_FOLDER}`;
/** The content as the check validated it, for Next's workers and the pictures (app/_content/index.ts). */
const snapshotFile = path.join(tmpdir(), `content-snapshot-${process.pid}.json`);
const shownOutDir = `${path.relative('.', outDir) || '.'}/`;

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
  // The steps still running may be writing into the staging folder: it is removed once they stopped.
  const stopped = [...children].map((child) => new Promise((resolve) => child.once('close', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(stopped);
  await cleanUp();
  console.error(`\n${reason}\nThe build stopped; ${shownOutDir} was left as it was.`);
  process.exit(1);
}

/**
 * Runs one step in a process of its own, which gives its memory back when it ends; with `ipc`, the
 * step has a channel to take this script's messages.
 */
function start(
  failure: string,
  command: string,
  args: readonly string[],
  { env = {}, ipc = false }: { env?: Record<string, string>; ipc?: boolean } = {},
) {
  const child = spawn(command, args, {
    stdio: ['inherit', 'inherit', 'inherit', ...(ipc ? ['ipc' as const] : [])],
    env: { ...process.env, ...env },
  });
  children.add(child);
  /** Why the step failed, if it did. */
  const finished = new Promise<string | undefined>((resolve) =>
    child.on('close', (code, signal) => {
      children.delete(child);
      if (interruption) resolve(`The build was interrupted (${interruption}).`);
      else if (code !== 0) resolve(`${failure} (${signal ?? `exit status ${code}`}).`);
      else resolve(undefined);
    }),
  );
  return { child, finished };
}

const basePath = await readOr('BASE_PATH', fail);
const keepOutOfSearch = await readOr('NOINDEX', fail);
const indexNowKey = await readOr('INDEXNOW_KEY', fail);
const keepDays = await readOr('PUBLISH_KEEP_DAYS', fail);
const now = (await readOr('BUILD_TIME', fail)) ?? new Date();
// Read again by the CMS's step, at the end.
await readOr('CMS_REPOSITORY', fail);
let manifest: PageManifest | undefined;
await rm(stagingDir, { recursive: true, force: true });

// 1. The content.
console.log('Checking the content…');
const contentProblem = await start('Checking the content failed', ...scriptCommand('scripts/check-content.ts', '--snapshot', snapshotFile))
  .finished;
if (contentProblem) await fail(interruption ? contentProblem : 'Fix the content problems listed above, then build again.');

// 2. The pages, and beside them the pictures. At the lowest priority the pictures take mostly the
// moments a core would idle (between Next's steps, while the last pages are written) and have both
// cores once Next is done; at normal priority they slowed next build by more than their own time.
// One glibc memory arena instead of one per thread, so that the encoders reuse the memory they
// free, which next build's peak would otherwise add (docs/measured-choices.md). One encoder until
// Next is done, told by message (scripts/product-images.ts).
const snapshot = { CONTENT_SNAPSHOT: snapshotFile };
const pictures = start('Making the product pictures failed', ...scriptCommand('scripts/product-images.ts', '--published', imagesDir), {
  env: { ...snapshot, MALLOC_ARENA_MAX: '1' },
  ipc: true,
});
setPriority(pictures.child.pid!, constants.priority.PRIORITY_LOW);
// --webpack: next.config.ts says why.
const nextFailure = await start('next build failed', path.resolve('node_modules/.bin/next'), ['build', '--webpack'], {
  env: {
    ...snapshot,
    EXPORT_DIR: path.relative('.', stagingDir),
    CODE_BUILD_ID: await codeBuildId(basePath),
    // The page workers allocate briskly; a larger young generation cuts their garbage collection
    // (docs/measured-choices.md).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=32`.trim(),
  },
}).finished;
if (nextFailure) await fail(nextFailure);
// The pictures may have finished, and closed their channel, already.
if (pictures.child.connected) pictures.child.send('next build finished', () => {});

// 3. The finished export. The content modules are loaded only now: they need not sit in memory while Next builds.
try {
  const [{ readContentSnapshot }, { writeAdmin }] = await Promise.all([import('@/app/_content'), import('./lib/cms/admin')]);
  const { site, products, productTypes, care } = await readContentSnapshot(snapshotFile);
  const skus = products.map((product) => product.sku);
  const productPages = routing.locales.flatMap((locale) =>
    skus.map((sku) => localePath(locale, productPath(sku))).map((url) => ({ file: path.normalize(exportedFile(url)), url })),
  );
  const { cached } = await writeSearchIndex(stagingDir, productPages);
  console.log(`\n${cached ? 'Copied the search index of' : 'Indexed'} ${productPages.length} product pages for search.`);
  const admin = await writeAdmin(stagingDir, { basePath, content: { site, productTypes, care } });
  console.log(`\n${admin.cached ? 'Copied' : 'Bundled'} the editors' CMS into ${ADMIN_FOLDER}/.`);
  await writeFavicon(stagingDir);
  const pages = await finishExport(stagingDir, { skus });
  console.log(`\nGave ${pages} pages their Content-Security-Policy.`);
  // What `npm run notify` tells the search engines about; a copy kept out of search has nothing to tell.
  if (!keepOutOfSearch) {
    manifest = await makePageManifest(stagingDir, basePath);
    if (indexNowKey) await writeFile(path.join(stagingDir, indexNowKeyFile(indexNowKey)), indexNowKey);
  }
  const started = performance.now();
  const compressed = await precompress(stagingDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nCompressed ${compressed.files} files with Brotli and gzip (${compressed.cached} from the cache) in ${seconds} s.`);
} catch (error) {
  await fail(`Finishing the export failed: ${error instanceof Error ? error.message : String(error)}`);
}
const picturesFailure = await pictures.finished;
if (picturesFailure) await fail(picturesFailure);
await rm(path.join(stagingDir, PRODUCT_IMAGES_FOLDER), { recursive: true, force: true });
await rename(imagesDir, path.join(stagingDir, PRODUCT_IMAGES_FOLDER));

// 4. The files earlier releases' pages may still ask for, then the swap: not for a build
// interrupted once its steps were done, which would publish it all the same.
const earlier = await keepEarlierFiles(outDir, stagingDir, { now, keepDays }).catch((error: Error) =>
  fail(`Keeping the files of earlier releases failed: ${error.message}`),
);
if (earlier.kept > 0) console.log(`\nKept ${earlier.kept} files of earlier releases for pages still open (PUBLISH_KEEP_DAYS=${keepDays}).`);
await writeHostFiles(stagingDir, { basePath, keepOutOfSearch }).catch((error: Error) =>
  fail(`Writing _headers and _redirects failed: ${error.message}`),
);
if (interruption) await fail(`The build was interrupted (${interruption}).`);
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
await Promise.all([
  rm(previousDir, { recursive: true, force: true }),
  cleanUp(),
  manifest ? writePageManifest(manifestFile(outDir), manifest) : rm(manifestFile(outDir), { force: true }),
  writeReleaseRecord(outDir, earlier.record),
]);
console.log(`\nThe site is in ${shownOutDir}`);
