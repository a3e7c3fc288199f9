import { useEffect, useState } from 'react';
import type { Catalogue, OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import { readSelection, removeProducts } from '@/app/_lib/selection/selection-store';

/**
 * The catalogue's facts, fetched once a selection (saved or shared) needs them. A saved product that
 * is no longer in it is taken out of the browser's selection, and `onDropped` told its sku.
 */
export function useCatalogue(wanted: boolean, piecesHref: string, onDropped: (skus: string[]) => void): Catalogue | 'loading' | 'failed' {
  const [catalogue, setCatalogue] = useState<Catalogue | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!wanted || catalogue !== 'loading') return;
    fetch(piecesHref)
      .then((response) => (response.ok ? (response.json() as Promise<OrderProductSpec[]>) : Promise.reject(new Error(response.statusText))))
      .then((facts) => {
        const loaded = new Map(facts.map((product) => [product.sku, product]));
        const gone = readSelection().flatMap((product) => (loaded.has(product.sku) ? [] : [product.sku]));
        if (gone.length > 0) {
          removeProducts(gone);
          onDropped(gone);
        }
        setCatalogue(loaded);
      })
      .catch(() => setCatalogue('failed'));
  }, [wanted, catalogue, piecesHref, onDropped]);
  return catalogue;
}
