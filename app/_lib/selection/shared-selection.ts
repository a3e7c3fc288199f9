import { MAX_PRODUCTS, MAX_SHARED_QUERY_LENGTH, SHARED_NOTE_PARAM_PREFIX, SHARED_PRODUCTS_PARAM } from '@/app/_config/selection';
import { parseQuantity, validProducts, type SavedProduct } from './selection-store';

/*
 * A selection carried by an address, `?pieces=rj-hr-001:40,rj-gs-002:3&note.rj-hr-001=ivory`:
 * readable by the person it is sent to, and short enough for a chat message.
 */

/**
 * The query of an address that opens `products` on another device. Notes in Chinese grow ninefold
 * in an address: where they would make it longer than a shared address may be, they are left out
 * (`notesLeftOut`), and the address still opens every product with its quantity.
 */
export function sharedSelectionQuery(products: readonly SavedProduct[]): { query: string; notesLeftOut: boolean } {
  const query = new URLSearchParams({ [SHARED_PRODUCTS_PARAM]: products.map(({ sku, quantity }) => `${sku}:${quantity}`).join(',') });
  const withoutNotes = readable(query);
  for (const { sku, note } of products) if (note) query.append(`${SHARED_NOTE_PARAM_PREFIX}${sku}`, note);
  const withNotes = readable(query);
  return withNotes.length <= MAX_SHARED_QUERY_LENGTH
    ? { query: withNotes, notesLeftOut: false }
    : { query: withoutNotes, notesLeftOut: true };
}

// The separators stay as typed: the address reads as the list it is.
const readable = (query: URLSearchParams) => `?${query.toString().replace(/%3A/g, ':').replace(/%2C/g, ',')}`;

export type SharedSelection = {
  products: SavedProduct[];
  /** Whether some of it could not be read (a mistyped quantity, a cut address): it was left out. */
  unreadable: boolean;
  /** The entries left out, as written (`rj-hr-001:99999`, a product listed again), where they can be named. */
  leftOut: string[];
};

/** The selection an address's query (`location.search`) carries, if any. Untrusted: bounded, then checked product by product. */
export function readSharedSelection(search: string): SharedSelection | undefined {
  if (search.length > MAX_SHARED_QUERY_LENGTH) return { products: [], unreadable: true, leftOut: [] };
  const query = new URLSearchParams(search);
  const list = query.get(SHARED_PRODUCTS_PARAM);
  if (list === null) return undefined;
  const entries = list.split(',').filter(Boolean);
  const candidates = entries.slice(0, MAX_PRODUCTS).map((entry) => {
    const [sku, quantity = '', ...rest] = entry.split(':');
    // Read as the quantity field reads what a visitor types: `1e3` or `0x10` is no quantity.
    const count = parseQuantity(quantity);
    if (rest.length > 0 || count === undefined) return undefined;
    return { sku, quantity: count, note: query.get(`${SHARED_NOTE_PARAM_PREFIX}${sku}`) ?? '' };
  });
  const products = validProducts(candidates);
  // Each product kept is its first entry; every other entry was left out.
  const kept = new Set(products.map(({ sku }) => sku));
  const leftOut = entries.filter((_, index) => {
    const sku = candidates[index]?.sku;
    return sku === undefined || !kept.delete(sku);
  });
  return { products, unreadable: leftOut.length > 0, leftOut };
}
