// localStorage and the `storage` event are the browser's: a server component that imports this fails the build.
import 'client-only';
import { useSyncExternalStore } from 'react';
import { MAX_NOTE_LENGTH, MAX_PRODUCTS, MAX_QUANTITY, SELECTION_FORMAT_VERSION, SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import { SKU } from '@/app/_content/naming';
import { cutText } from '@/app/_lib/text/cut-text';

/*
 * The visitor's selection, kept in localStorage (app/_config/selection.ts has its key and format)
 * and read by every island that shows it: the Save buttons, the header's count, the selection
 * page. A change made in one tab reaches the others through the `storage` event.
 */

export type SavedProduct = { sku: string; quantity: number; note: string };

const NONE: readonly SavedProduct[] = [];

/** Whether `value` is a quantity a product may have: a whole number from 1 to MAX_QUANTITY. */
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;

/**
 * The quantity a visitor typed, or undefined when it is not one. Full-width digits (４０), which
 * Chinese keyboards type in their full-width mode, count as the digits they are.
 */
export function parseQuantity(typed: string): number | undefined {
  const digits = typed.normalize('NFKC').trim();
  const quantity = Number(digits);
  return /^\d+$/.test(digits) && isQuantity(quantity) ? quantity : undefined;
}

/** A note as kept: at most MAX_NOTE_LENGTH, cut between whole characters, so that the enquiry's address can be written. */
const boundedNote = (note: string) => cutText(note, MAX_NOTE_LENGTH);

/**
 * The products read from untrusted data (a stored copy that another script or an older version wrote, a
 * shared address): each a sku, a quantity and a note, bounded in number and length; anything else
 * is left out, and a sku's first entry counts.
 */
export function validProducts(candidates: readonly unknown[]): SavedProduct[] {
  const products = new Map<string, SavedProduct>();
  for (const candidate of candidates) {
    if (products.size >= MAX_PRODUCTS) break;
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { sku, quantity, note } = candidate as Record<string, unknown>;
    if (typeof sku !== 'string' || !SKU.test(sku) || products.has(sku)) continue;
    products.set(sku, {
      sku,
      quantity: isQuantity(quantity) ? quantity : 1,
      note: typeof note === 'string' ? boundedNote(note) : '',
    });
  }
  return [...products.values()];
}

function parseStored(raw: string | null): readonly SavedProduct[] {
  if (!raw) return NONE;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return NONE;
    // The stored format's field keeps the visitors' word (app/_config/selection.ts): copies saved before read on.
    const { version, pieces: products } = stored as Record<string, unknown>;
    return version === SELECTION_FORMAT_VERSION && Array.isArray(products) ? validProducts(products) : NONE;
  } catch {
    return NONE;
  }
}

/** Where storage is refused (a private window of some browsers), the selection lasts as long as the page. */
let unstored: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SELECTION_STORAGE_KEY);
  } catch {
    return unstored;
  }
}

// useSyncExternalStore asks for the snapshot on every render: the same text gives the same array.
let lastRaw: string | null = null;
let lastProducts: readonly SavedProduct[] = NONE;

/** The saved products now, outside React's rendering. */
export function readSelection(): readonly SavedProduct[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastProducts = parseStored(raw);
  }
  return lastProducts;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === SELECTION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The saved products, in the order they were saved; none in the exported page, before the browser's copy is read. */
export function useSelection(): readonly SavedProduct[] {
  return useSyncExternalStore(subscribe, readSelection, () => NONE);
}

function write(products: readonly SavedProduct[]) {
  const raw = JSON.stringify({ version: SELECTION_FORMAT_VERSION, pieces: validProducts(products) });
  try {
    window.localStorage.setItem(SELECTION_STORAGE_KEY, raw);
  } catch {
    unstored = raw;
  }
  for (const listener of listeners) listener();
}

const update = (change: (products: readonly SavedProduct[]) => readonly SavedProduct[]) => write(change(readSelection()));

/** Saves a product (one of it, no note), or removes it when it is saved. */
export const toggleSaved = (sku: string) =>
  update((products) =>
    products.some((product) => product.sku === sku)
      ? products.filter((product) => product.sku !== sku)
      : [...products, { sku, quantity: 1, note: '' }],
  );

export const removeProducts = (skus: readonly string[]) => update((products) => products.filter((product) => !skus.includes(product.sku)));

export const changeProduct = (sku: string, change: Partial<Omit<SavedProduct, 'sku'>>) =>
  update((products) => products.map((product) => (product.sku === sku ? { ...product, ...change } : product)));

/** Adds products (a shared selection): one already saved takes the quantity and note it comes with. */
export const addProducts = (added: readonly SavedProduct[]) =>
  update((products) => {
    const bySku = new Map(products.map((product) => [product.sku, product]));
    for (const product of added) bySku.set(product.sku, product);
    return [...bySku.values()];
  });
