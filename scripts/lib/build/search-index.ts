import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_FOLDER } from '@/app/_config/search';

/*
 * The product search's index, made by Pagefind from the exported product pages: one index per
 * language, which Pagefind tells by each page's <html lang>, of what the page marks as its
 * content (data-pagefind-body on the product, product-detail.tsx), so no navigation, footer or
 * 404 text. Pagefind's npm package ships its extended build, which segments Chinese into words.
 *
 * An index is kept in the cache under the hash of what it was made from, and a build whose
 * product pages read the same copies it instead of indexing again.
 */
const CACHE = path.resolve('node_modules/.cache/search-index');
const INDEXER_VERSION = path.resolve('node_modules/pagefind/package.json');

/** Scripts and links to stylesheets or scripts name the build's files, which change from build to build; Pagefind reads neither. */
const BUILD_SPECIFIC = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/g;

/** What a page gives the index, for the cache key: its HTML without what changes with every build. */
export const indexedText = (html: string) => html.replace(BUILD_SPECIFIC, '');

export type IndexedPage = {
  /** The page's HTML file, relative to the export's folder. */
  file: string;
  /** The page's address without the base path, e.g. `/zh-CN/product/rj-hr-001/`: the search page's links add it. */
  url: string;
};

/** What Pagefind is given of a page: its address and its HTML without scripts (`indexedText`). */
type PageText = { url: string; content: string };

/**
 * Writes the search index of `pages` into `folder`/pagefind/, from the cache when the pages read
 * as they did when it was made. Returns whether the cached index was used.
 */
export async function writeSearchIndex(
  folder: string,
  pages: readonly IndexedPage[],
  { cache = CACHE }: { cache?: string } = {},
): Promise<{ cached: boolean }> {
  const key = createHash('sha256').update(await readFile(INDEXER_VERSION));
  const indexed: PageText[] = [];
  // One page at a time, in order: the key must not depend on which read finishes first.
  for (const page of pages) {
    const content = indexedText(await readFile(path.join(folder, page.file), 'utf8'));
    key.update(`\0${page.url}\0`).update(content);
    indexed.push({ url: page.url, content });
  }
  const cached = path.join(cache, key.digest('hex').slice(0, 32));
  const hit = existsSync(cached);
  if (!hit) await makeIndex(indexed, cached);
  await cp(cached, path.join(folder, SEARCH_INDEX_FOLDER), { recursive: true });
  return { cached: hit };
}

/**
 * Indexes the pages' texts into `target`. Pagefind is given each page without its scripts: it
 * reads none of them, and the framework's data in them is half a product page's HTML, which it
 * would still parse (docs/measured-choices.md).
 */
async function makeIndex(pages: readonly PageText[], target: string) {
  const cache = path.dirname(target);
  const partial = `${target}.partial-${process.pid}`;
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join('; '));
    // A few pages in flight keep Pagefind's process busy without queueing every page at once in its pipe.
    await pMap(
      pages,
      async (page) => {
        const added = await index.addHTMLFile(page);
        if (added.errors.length > 0) throw new Error(`${page.url}: ${added.errors.join('; ')}`);
      },
      { concurrency: 8 },
    );
    // The files are taken from Pagefind and written here rather than by its writeFiles: a build
    // once got an empty wasm.unknown.pagefind from it, which broke Chinese search.
    const bundle = await index.getFiles();
    if (bundle.errors.length > 0) throw new Error(bundle.errors.join('; '));
    for (const file of bundle.files) {
      if (file.content.length === 0) throw new Error(`Pagefind gave an empty ${file.path}`);
      await mkdir(path.dirname(path.join(partial, file.path)), { recursive: true });
      await writeFile(path.join(partial, file.path), file.content);
    }
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await pagefind.close();
  }
  // Only the newest index is kept: an older one would be used again only if the pages went back.
  await mkdir(cache, { recursive: true });
  for (const old of await readdir(cache)) if (!old.includes('.partial-')) await rm(path.join(cache, old), { recursive: true, force: true });
  // Renamed into place whole, so an interrupted build never leaves half an index in the cache.
  await rename(partial, target);
}
