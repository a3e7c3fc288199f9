/*
 * The product search: its page, and the index the build writes for it (scripts/lib/build/search-index.ts).
 * Only the search page loads the index and its WebAssembly; every other page has a plain form
 * that leads there.
 */

/** The search page's path under each locale; its query is `?q=`. */
export const SEARCH_PATH = '/search/';
/** Where the index is published, under the base path. */
export const SEARCH_INDEX_FOLDER = 'pagefind';
/**
 * The longest query searched for, in characters: a product's name, a colour and a type fit many
 * times over. An address may carry any length; it is cut to this before it is searched or shown.
 */
export const MAX_QUERY_LENGTH = 100;
/** The longest list of results shown at once: the rest are a refinement of the query away. */
export const MOST_RESULTS = 24;
/**
 * The metadata field of a product page that holds the Traditional forms of the product's name
 * (app/_lib/search/traditional-forms.ts), by which the search puts the products that a
 * query in Traditional characters names first, as it does by the name for one in Simplified.
 */
export const TRADITIONAL_NAMES = 'names';
