/*
 * The product search: its page, and the index the build writes for it (scripts/lib/search-index.ts).
 * Only the search page loads the index and its WebAssembly; every other page has a plain form
 * that leads there.
 */

/** The search page's path under each locale; its query is `?q=`. */
export const SEARCH_PATH = '/search/';
/** Where the index is published, under the base path. */
export const SEARCH_INDEX_FOLDER = 'pagefind';
/** The longest list of results shown at once: the rest are a refinement of the query away. */
export const MOST_RESULTS = 24;
