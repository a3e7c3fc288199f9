/**
 * `next dev` reads and checks the content afresh for every request (app/_content/index.ts), so
 * that a saved change shows on the next reload. What it makes of a file that did not change is
 * kept from one request to the next: the HTML of a Markdown text, by its words, and what a
 * picture is, by the file's size and time of change. The build and the scripts read every file
 * once and keep nothing.
 */
const keep = process.env.NODE_ENV === 'development';
/** Kept results per store; an editor's session makes a few hundred new ones at most. */
const MAX_KEPT = 20_000;

export function keptUnlessChanged<T>(store: Map<string, T>, key: string, make: () => T): T {
  if (!keep) return make();
  let value = store.get(key);
  if (value === undefined) {
    if (store.size >= MAX_KEPT) store.clear();
    value = make();
    store.set(key, value);
  }
  return value;
}
