/*
 * Chinese in the search, read one character at a time on both sides.
 *
 * Pagefind's indexer splits Chinese into words with a dictionary, while the browser splits the
 * query with Intl.Segmenter, which knows other words and differs from engine to engine; and a
 * query's word finds only indexed words that begin with it. So 锦江, one word in the index but
 * 锦 + 江 in Chromium's query, missed 锦江晚照, whose index holds no word beginning with 江.
 *
 * Each product page therefore also gives the index its Chinese with a space between characters
 * (`indexHanCharacters`), and a query's Chinese is handed to Pagefind the same way, and as an
 * exact phrase (`searchQueries`): 锦江 finds the pages that hold 锦江, not those with 锦 and 江 apart.
 */
const HAN_RUN = /\p{Script=Han}+/gu;

const spaced = (run: string) => [...run].join(' ');

/**
 * Attributes that give the search index the Chinese of `texts` one character at a time, through
 * Pagefind's documented `data-pagefind-index-attrs`; none when the texts hold no Chinese.
 */
export function indexHanCharacters(...texts: string[]) {
  const runs = texts.flatMap((text) => text.match(HAN_RUN) ?? []);
  if (runs.length === 0) return {};
  return { 'data-pagefind-index-attrs': 'data-han-characters', 'data-han-characters': runs.map(spaced).join(' ') };
}

/** What Pagefind is asked for a visitor's query. */
export type SearchQueries = {
  /** The query with its Chinese as single characters: what it finds holds each of them somewhere, best first. */
  ranked: string;
  /** The longest Chinese of two characters or more in the query, if any. */
  phrase?: string;
  /** The query with `phrase` as an exact phrase of characters (a query may hold one phrase), which decides what matches. */
  exact?: string;
};

/**
 * The queries Pagefind is asked for what a visitor typed. Pagefind returns a phrase's matches
 * unranked, so the search shows the exact matches in the order of the ranked query's results.
 */
export function searchQueries(query: string): SearchQueries {
  const runs = query.match(HAN_RUN) ?? [];
  const phrase = runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  if (phrase.length < 2) return { ranked: query.replace(HAN_RUN, spaced) };
  // The visitor's own quotes would open a second phrase.
  const unquoted = query.replaceAll('"', ' ');
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  let quoted = false;
  const exact = unquoted.replace(HAN_RUN, (run) => {
    if (quoted || run !== phrase) return spaced(run);
    quoted = true;
    return `"${spaced(run)}"`;
  });
  return { ranked: tidy(unquoted.replace(HAN_RUN, spaced)), phrase, exact: tidy(exact) };
}
