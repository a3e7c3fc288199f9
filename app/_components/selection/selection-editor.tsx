'use client';

import { useCallback, useMemo, useState } from 'react';
import { productListPath } from '@/app/_addresses/site-addresses';
import { Link } from '@/app/_components/layout/link';
import { fill } from '@/app/_lib/text/fill';
import { addProducts, useSelection } from '@/app/_lib/selection/selection-store';
import { readSharedSelection } from '@/app/_lib/selection/shared-selection';
import { unknownCodes } from '@/app/_lib/selection/unknown-codes';
import { SavedProducts } from './saved-products';
import styles from './selection-editor.module.css';
import { SharedProducts } from './shared-products';
import { useAddressQuery } from './use-address-query';
import { useCatalogue } from './use-catalogue';
import { useHydrated } from './use-hydrated';
import { useKeyboardPlace } from './use-keyboard-place';
import { SelectionPageContext, type SelectionPage } from './use-selection-page';

/**
 * The selection page's island: the saved products with their quantities and notes, a selection
 * shared by its address, and the ways to send it (a mail, a text to copy, an address), or print it.
 */
export function SelectionEditor({ page, piecesHref }: { page: SelectionPage; piecesHref: string }) {
  const { locale, text } = page;
  const hydrated = useHydrated();
  const saved = useSelection();
  const query = useAddressQuery();
  const [sharedAdded, setSharedAdded] = useState(false);
  const shared = useMemo(() => (sharedAdded ? undefined : readSharedSelection(query)), [query, sharedAdded]);
  const [status, setStatus] = useState('');
  const [dropped, setDropped] = useState<string[]>([]);
  const drop = useCallback((skus: string[]) => setDropped((before) => [...before, ...skus]), []);
  const catalogue = useCatalogue(saved.length > 0 || (shared?.products.length ?? 0) > 0, piecesHref, drop);
  const { listHeading, emptyNote, onEmptied } = useKeyboardPlace(sharedAdded, saved.length);

  if (!hydrated) return <p className={styles.pending}>{text.loading}</p>;
  const listed = typeof catalogue === 'string' ? undefined : catalogue;
  const known = listed ? saved.filter((product) => listed.has(product.sku)) : [];
  const sharedKnown = listed && shared ? shared.products.filter((product) => listed.has(product.sku)) : [];
  const sharedGone = listed && shared ? shared.products.filter((product) => !listed.has(product.sku)) : [];
  const waiting = catalogue === 'loading' && (saved.length > 0 || (shared?.products.length ?? 0) > 0);

  // A proposal shown (a shared list the catalogue knows): printed, the page is its line sheet alone.
  const proposing = Boolean(listed && sharedKnown.length > 0);

  const addShared = () => {
    addProducts(sharedKnown);
    setSharedAdded(true);
    // The address no longer offers what was added: a reload shows the visitor's own selection.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setStatus(text.sharedAdded);
  };

  return (
    <SelectionPageContext value={page}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {catalogue === 'failed' && <p className={styles.problem}>{text.loadError}</p>}
      {waiting && <p>{text.loading}</p>}
      {dropped.length > 0 && <p className={styles.notice}>{fill(text.dropped, { skus: unknownCodes(dropped, locale, text.codesMore) })}</p>}
      {shared && (shared.unreadable || sharedKnown.length > 0 || sharedGone.length > 0) && (
        <SharedProducts shared={shared} known={sharedKnown} gone={sharedGone} saved={saved} catalogue={listed} onAdd={addShared} />
      )}
      {saved.length === 0 && !waiting ? (
        <p ref={emptyNote} tabIndex={-1} className={proposing ? styles.notPrinted : undefined}>
          {text.empty}{' '}
          <Link href={productListPath({})} locale={locale} className={styles.browse}>
            {text.browse}
          </Link>
        </p>
      ) : (
        listed &&
        known.length > 0 && (
          <SavedProducts
            notPrinted={proposing}
            products={known}
            catalogue={listed}
            listHeading={listHeading}
            announce={setStatus}
            onEmptied={onEmptied}
          />
        )
      )}
    </SelectionPageContext>
  );
}
