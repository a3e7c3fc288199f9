import { searchScriptPath, underBasePath } from '@/app/_addresses/site-addresses';
import { MOST_RESULTS, TRADITIONAL_NAMES } from '@/app/_config/search';
import { searchQueries } from './chinese-phrases';

/** What the search page shows of a product: each field is what its product page marks for the index. */
export type FoundProduct = { url: string; name: string; image?: string; type?: string; price?: string };
export type Findings = { products: FoundProduct[]; total: number };

/** The part of Pagefind's browser API (pagefind.app/docs/api) the search page uses. */
type Pagefind = {
  init(): Promise<void>;
  search(query: string): Promise<Search>;
  debouncedSearch(query: string, options?: object, wait?: number): Promise<Search | null>;
};
type Search = { results: { id: string; data(): Promise<PagefindData> }[] };
type PagefindData = { url: string; content: string; word_count: number; meta: Record<string, string | undefined> };

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind's script, loaded on the first search: it is written by the build beside the pages, so
 * it is fetched from the site at run time rather than bundled. It picks the index of the page's
 * language (<html lang>) and fetches only the parts of it that a query needs.
 */
function loadPagefind(basePath: string): Promise<Pagefind> {
  pagefind ??= import(/* webpackIgnore: true */ underBasePath(basePath, searchScriptPath)).then(async (module: Pagefind) => {
    await module.init();
    return module;
  });
  // A failed load is tried again with the next query, once the connection may be back.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/**
 * The products found for `query`, best first; undefined when a later query took its place meanwhile.
 * Pagefind reads a word it does not know as the longest start of it that it does ("silkx" as
 * "silk"), so the page says what was found for the query, not that each piece holds it.
 */
export async function findProducts(basePath: string, query: string): Promise<Findings | undefined> {
  const pagefind = await loadPagefind(basePath);
  const { ranked, phrase, exact } = searchQueries(query);
  const search = await pagefind.debouncedSearch(ranked, {}, 150);
  if (!search) return undefined;
  let { results } = search;
  if (exact) {
    const matching = new Set((await pagefind.search(exact)).results.map((result) => result.id));
    results = results.filter((result) => matching.has(result.id));
  }
  let found = await Promise.all(results.slice(0, MOST_RESULTS).map((result) => result.data()));
  // Products named by the Chinese words, in the script typed, come before those whose description
  // holds them; then those that say them most, for their length. Pagefind's own order counts the
  // words' characters apart as well, which it splits otherwise in Simplified and Traditional text.
  if (phrase) {
    const named = ({ meta }: PagefindData) => Number(`${meta.title} ${meta[TRADITIONAL_NAMES] ?? ''}`.includes(phrase));
    const said = ({ content, word_count }: PagefindData) => (content.split(phrase).length - 1) / word_count;
    // Each ranked once, not again in every comparison of the sort.
    const ranked = found.map((data) => ({ data, named: named(data), said: said(data) }));
    found = ranked.sort((a, b) => b.named - a.named || b.said - a.said).map(({ data }) => data);
  }
  const products = found.map(({ url, meta }) => ({ url, name: meta.title ?? url, image: meta.image, type: meta.type, price: meta.price }));
  return { total: results.length, products };
}
