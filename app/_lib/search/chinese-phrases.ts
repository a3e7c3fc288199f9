/*
 * Chinese in the search's queries. Pagefind splits the indexed Chinese into words with ICU4X, and
 * the browser splits a query with Intl.Segmenter; a query of several words finds the pages that
 * hold each of them somewhere, so 江锦 would find a page that says 锦江 and 江 apart. A query's
 * Chinese therefore also asks for its longest run as an exact phrase, whose words must stand side
 * by side: 锦江 finds the pages that hold 锦江, 江锦 none of them.
 */
export const HAN_RUN = /\p{Script=Han}+/gu;

/** What Pagefind is asked for a visitor's query. */
export type SearchQueries = {
  /** The query as typed: what it finds holds each of its words somewhere, best first. */
  ranked: string;
  /** The longest Chinese of two characters or more in the query, if any. */
  phrase?: string;
  /** The query with `phrase` as an exact phrase (a query may hold one phrase), which decides what matches. */
  exact?: string;
};

/**
 * The queries Pagefind is asked for what a visitor typed. Pagefind returns a phrase's matches
 * unranked, so the search shows the exact matches in the order of the ranked query's results.
 */
export function searchQueries(typed: string): SearchQueries {
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  // Punctuation and emoji name nothing, and beside Chinese they change how the query is split:
  // 丝巾! found other pieces than 丝巾. Hyphens (style codes), quotes and apostrophes stay.
  const query = tidy(typed.replace(/[^\p{L}\p{M}\p{N}\s"'’-]+/gu, ' ')) || typed;
  const runs = query.match(HAN_RUN) ?? [];
  const phrase = runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  if (phrase.length < 2) return { ranked: query };
  // The visitor's own quotes would open a second phrase.
  const unquoted = query.replaceAll('"', ' ');
  return { ranked: tidy(unquoted), phrase, exact: tidy(unquoted.replace(phrase, ` "${phrase}" `)) };
}
