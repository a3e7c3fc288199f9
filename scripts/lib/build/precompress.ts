import { createHash, randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pMap from 'p-map';

/*
 * A Brotli (.br) and a gzip (.gz) copy beside every compressible file of the export, for hosts that
 * serve them as they are (nginx's brotli_static and gzip_static): compressed once, when built,
 * instead of at a low level on every request. A copy is written only where it is smaller.
 */

/** Text, and WebAssembly. Pagefind's index files (.pagefind, .pf_*) are gzipped by Pagefind itself. */
const COMPRESSIBLE = /\.(html|txt|js|mjs|css|json|xml|svg|yml|webmanifest|wasm|ico)$/;

/**
 * Pages and their navigation payloads are most of the export's bytes, and every page whose content
 * or code changed is compressed afresh by the next build: their levels are the fastest that
 * compress well. Brotli gains little above 5 until its two slowest levels, which take a hundred
 * times as long; gzip's level 9 makes these files no smaller than 6 (docs/deploying.md, Compressed copies: what the
 * step costs).
 */
const PAGE = /\.(html|txt)$/;
const PAGE_LEVELS = { brotli: 5, gzip: 6 };
/**
 * Everything else is named by its content or changes only with the content (scripts, styles, the
 * CMS, the search index's scripts, the sitemap): compressed at the highest levels.
 */
const HIGHEST_LEVELS = { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION };

/**
 * Every copy is kept in the cache, under the hash of what it was made from, for the next builds:
 * a page is the same from one build to the next as long as its content and the code are
 * (lib/build/build-id.ts), so a build recompresses only what changed.
 */
const CACHE_FOLDER = path.resolve('node_modules/.cache/precompressed');
/**
 * How long a copy stays in the cache after a build last used it. The builds of the tests (under a
 * base path, from other content) share the cache with the site's own, each with files of its own.
 */
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** How precisely a copy's last use is kept, and how often the unused ones are looked for. */
const TOUCHED_WITHIN_MS = 24 * 60 * 60 * 1000;
const PRUNED_MARKER = '.pruned';
/** Bumped when the way the copies are made changes. */
const RECIPE = `${process.versions.brotli}-${process.versions.zlib}`;

const compressWith = {
  br: (bytes: Buffer, level: number) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gz: (bytes: Buffer, level: number) => promisify(gzip)(bytes, { level }),
};
type Encoding = keyof typeof compressWith;
const ENCODINGS = Object.keys(compressWith) as Encoding[];
const levelOf = (encoding: Encoding, levels: typeof PAGE_LEVELS) => (encoding === 'br' ? levels.brotli : levels.gzip);

/**
 * A second name for a cached copy rather than a copy of it, as a build of thousands of pages reuses
 * most; copied where the cache lies on another file system than the export.
 */
const reuse = (cached: string, file: string): Promise<void> =>
  link(cached, file).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EXDEV') return copyFile(cached, file);
    // A folder compressed before: its copy is replaced, as a written one would be.
    if (error.code === 'EEXIST') return rm(file).then(() => reuse(cached, file));
    throw error;
  });

/**
 * Writes `bytes` to `file` under a new name, then renames it into place: never through the name
 * already there, which may be a second name of a copy in the cache (`reuse`), kept under the key
 * of other bytes. Also used for the cache's own copies, which are then always whole.
 */
async function writeByRenaming(file: string, bytes: Buffer) {
  // A name of its own, as two files of a build may hold the same bytes (pages' payloads often do), and two builds may run.
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Writes `file`'s compressed copies, made from `bytes`, from the cache or anew. Returns whether they came from the cache. */
async function compressFile(file: string, bytes: Buffer, cacheFolder: string): Promise<boolean> {
  const copies = async (make: (encoding: Encoding) => Promise<Buffer>) => {
    await Promise.all(
      ENCODINGS.map(async (encoding) => {
        const compressed = await make(encoding);
        if (compressed.length < bytes.length) await writeByRenaming(`${file}.${encoding}`, compressed);
      }),
    );
  };
  const levels = PAGE.test(file) ? PAGE_LEVELS : HIGHEST_LEVELS;
  const key = createHash('sha256').update(`${RECIPE}-${levels.brotli}-${levels.gzip}`).update(bytes).digest('base64url');
  const cached = path.join(cacheFolder, key);
  const found = await Promise.all(ENCODINGS.map((encoding) => stat(`${cached}.${encoding}`))).catch(() => undefined);
  if (found) {
    const now = new Date();
    await Promise.all(
      ENCODINGS.map(async (encoding, index) => {
        const { size, mtimeMs } = found[index]!;
        // Marked as used, for the pruning below; a day's precision is enough, and saves a write per copy.
        if (mtimeMs < now.getTime() - TOUCHED_WITHIN_MS) await utimes(`${cached}.${encoding}`, now, now);
        if (size < bytes.length) await reuse(`${cached}.${encoding}`, `${file}.${encoding}`);
      }),
    );
    return true;
  }
  await copies(async (encoding) => {
    const compressed = await compressWith[encoding](bytes, levelOf(encoding, levels));
    await writeByRenaming(`${cached}.${encoding}`, compressed);
    return compressed;
  });
  return false;
}

/**
 * Writes the copies of every compressible file in `folder`, and forgets the copies no build has
 * used for a while (KEPT_FOR_MS). `cacheFolder` is for the tests.
 */
export async function precompress(folder: string, { cacheFolder = CACHE_FOLDER } = {}): Promise<{ files: number; cached: number }> {
  await mkdir(cacheFolder, { recursive: true });
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let cached = 0;
  // zlib compresses in libuv's threads, which use every core; a few files more than cores keep
  // them busy while others are read and written.
  await pMap(
    files,
    async (file) => {
      if (await compressFile(file, await readFile(file), cacheFolder)) cached += 1;
    },
    { concurrency: availableParallelism() * 2 },
  );
  await forgetUnused(cacheFolder);
  return { files: files.length, cached };
}

/**
 * Removes the copies no build has used for KEPT_FOR_MS, once a day at most: at thousands of pages
 * the cache holds tens of thousands of copies, and looking at each would take a good part of the step.
 */
async function forgetUnused(cacheFolder: string) {
  const marker = path.join(cacheFolder, PRUNED_MARKER);
  const now = Date.now();
  const lastPruned = (await stat(marker).catch(() => undefined))?.mtimeMs ?? 0;
  if (lastPruned > now - TOUCHED_WITHIN_MS) return;
  for (const name of await readdir(cacheFolder)) {
    const copy = path.join(cacheFolder, name);
    const { mtimeMs } = await stat(copy).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < now - KEPT_FOR_MS) await rm(copy, { force: true });
  }
  await writeFile(marker, '');
}
