import { iconPath, productPicturesPath, searchIndexPath } from '@/app/_addresses/site-addresses';
import { ADMIN_CONFIG_FILE, ADMIN_FOLDER, ADMIN_PAGE_FILE, IMMUTABLE_CACHE, REVALIDATE_CACHE } from '@/app/_config/http-headers';

/*
 * Which files of the export are named by their content: a later build never gives their names to
 * other bytes. A page opened before a release may still ask for them after it (a script it loads
 * on a click, the search index's parts, a picture's larger variant), so they stay published for a
 * grace period (./earlier-releases.ts), and browsers may keep them for a year. Every other file
 * (pages, their navigation payloads, the sitemap, the search's entry script) keeps its name from
 * one build to the next and is replaced by each.
 *
 * Paths are relative to the export's folder, with forward slashes: `_next/static/chunks/598-….js`.
 */

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder's address as a pattern of the export's paths: `/pagefind/` → `pagefind/`. */
const inFolder = (address: string) => literal(address.slice(1));
const searchIndex = inFolder(searchIndexPath);

export const CONTENT_NAMED: readonly RegExp[] = [
  // Next's scripts, styles and fonts, and its build's manifests under the build's ID.
  /^_next\/static\//,
  new RegExp(`^${inFolder(productPicturesPath)}`),
  // Pagefind's index parts carry a hash of their contents: pagefind.en-us_db51944d686cc.pf_meta,
  // fragment/en-us_cd7bbe8.pf_fragment. Its scripts, entry and WebAssembly keep their names.
  new RegExp(`^${searchIndex}(fragment|index|filter)/`),
  new RegExp(`^${searchIndex}pagefind\\.[\\w-]+_[0-9a-f]+\\.pf_meta`),
  // The CMS's bundle, named by esbuild and Sveltia, but for its page and configuration.
  new RegExp(`^${literal(ADMIN_FOLDER)}/(?!(${literal(ADMIN_PAGE_FILE)}|${literal(ADMIN_CONFIG_FILE)})(\\.br|\\.gz)?$).`),
];

/** Whether the file at `file` (relative to the export, with its compressed copies) is named by its content. */
export const isContentNamed = (file: string) => CONTENT_NAMED.some((pattern) => pattern.test(file));

/**
 * The Cache-Control every host that sends headers gives the file: a year for a file named by its
 * content, and for the icon, which pages name with its hash in the query; revalidation otherwise.
 */
export const cacheControlOf = (file: string) => (isContentNamed(file) || `/${file}` === iconPath ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
