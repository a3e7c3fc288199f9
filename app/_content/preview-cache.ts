/*
 * The preview (`npm run dev`, scripts/dev.ts) reads and checks the content again whenever a file
 * under content/ changes. What it made of a file that did not change is kept from one reading to
 * the next: the HTML of a Markdown text, by its words, and what a picture is, by the file's inode,
 * size and times of change. The build and the other scripts read every file once and keep nothing.
 */
let keeping = false;
const stores = new Map<string, Map<string, unknown>>();
/** Kept results per store; an editor's session makes a few hundred new ones at most. */
const MAX_KEPT = 20_000;

/** Called once by the preview. */
export function keepResultsBetweenReadings(): void {
  keeping = true;
}

export function keepingResults(): boolean {
  return keeping;
}

/** `make()`, or, once the preview keeps results, what it gave for `key` before. */
export function keptUnlessChanged<T>(storeName: string, key: string, make: () => T): T {
  if (!keeping) return make();
  let store = stores.get(storeName) as Map<string, T> | undefined;
  if (!store) stores.set(storeName, (store = new Map()));
  let value = store.get(key);
  if (value === undefined) {
    if (store.size >= MAX_KEPT) store.clear();
    value = make();
    store.set(key, value);
  }
  return value;
}
