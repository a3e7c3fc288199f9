// localStorage and the `storage` event are the browser's: a server component that imports this fails the build.
import 'client-only';
import { useSyncExternalStore } from 'react';
import { MAX_NOTE_LENGTH, MAX_PIECES, MAX_QUANTITY, SELECTION_FORMAT_VERSION, SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import { SKU } from '@/app/_content/naming';
import { cutText } from '@/app/_lib/text/cut-text';

/*
 * The visitor's selection, kept in localStorage (app/_config/selection.ts has its key and format)
 * and read by every island that shows it: the Save buttons, the header's count, the selection
 * page. A change made in one tab reaches the others through the `storage` event.
 */

export type SavedProduct = { sku: string; quantity: number; note: string };

const NONE: readonly SavedProduct[] = [];

/** Whether `value` is a quantity a piece may have: a whole number from 1 to MAX_QUANTITY. */
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
 * The pieces of untrusted data (a stored copy that another script or an older version wrote, a
 * shared address): each a sku, a quantity and a note, bounded in number and length; anything else
 * is left out, and a sku's first entry counts.
 */
export function validProducts(candidates: readonly unknown[]): SavedProduct[] {
  const pieces = new Map<string, SavedProduct>();
  for (const candidate of candidates) {
    if (pieces.size >= MAX_PIECES) break;
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { sku, quantity, note } = candidate as Record<string, unknown>;
    if (typeof sku !== 'string' || !SKU.test(sku) || pieces.has(sku)) continue;
    pieces.set(sku, {
      sku,
      quantity: isQuantity(quantity) ? quantity : 1,
      note: typeof note === 'string' ? boundedNote(note) : '',
    });
  }
  return [...pieces.values()];
}

function parseStored(raw: string | null): readonly SavedProduct[] {
  if (!raw) return NONE;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return NONE;
    const { version, pieces } = stored as Record<string, unknown>;
    return version === SELECTION_FORMAT_VERSION && Array.isArray(pieces) ? validProducts(pieces) : NONE;
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

/** The saved pieces now, outside React's rendering. */
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

/** The saved pieces, in the order they were saved; none in the exported page, before the browser's copy is read. */
export function useSelection(): readonly SavedProduct[] {
  return useSyncExternalStore(subscribe, readSelection, () => NONE);
}

function write(pieces: readonly SavedProduct[]) {
  const raw = JSON.stringify({ version: SELECTION_FORMAT_VERSION, pieces: validProducts(pieces) });
  try {
    window.localStorage.setItem(SELECTION_STORAGE_KEY, raw);
  } catch {
    unstored = raw;
  }
  for (const listener of listeners) listener();
}

const update = (change: (pieces: readonly SavedProduct[]) => readonly SavedProduct[]) => write(change(readSelection()));

/** Saves a piece (one of it, no note), or removes it when it is saved. */
export const toggleSaved = (sku: string) =>
  update((pieces) =>
    pieces.some((piece) => piece.sku === sku) ? pieces.filter((piece) => piece.sku !== sku) : [...pieces, { sku, quantity: 1, note: '' }],
  );

export const removeProducts = (skus: readonly string[]) => update((pieces) => pieces.filter((piece) => !skus.includes(piece.sku)));

export const changeProduct = (sku: string, change: Partial<Omit<SavedProduct, 'sku'>>) =>
  update((pieces) => pieces.map((piece) => (piece.sku === sku ? { ...piece, ...change } : piece)));

/** Adds pieces (a shared selection): one already saved takes the quantity and note it comes with. */
export const addProducts = (added: readonly SavedProduct[]) =>
  update((pieces) => {
    const bySku = new Map(pieces.map((piece) => [piece.sku, piece]));
    for (const piece of added) bySku.set(piece.sku, piece);
    return [...bySku.values()];
  });
