import { useState, type RefObject } from 'react';
import { fill } from '@/app/_lib/text/fill';
import { enquiryTotals, type EnquiryProduct } from '@/app/_lib/selection/enquiry';
import type { Catalogue } from '@/app/_lib/selection/order-product-spec';
import { removeProducts, type SavedProduct } from '@/app/_lib/selection/selection-store';
import { EnquiryActions } from './enquiry-actions';
import { SavedProductItem } from './saved-product-item';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';

/** The visitor's own selection: her products, each with its quantity and note, and the ways to send them. */
export function SavedProducts({
  notPrinted,
  products,
  catalogue,
  listHeading,
  announce,
  onEmptied,
}: {
  /** Left off the paper, where a shared selection is printed instead. */
  notPrinted: boolean;
  products: readonly SavedProduct[];
  catalogue: Catalogue;
  listHeading: RefObject<HTMLHeadingElement | null>;
  announce: (message: string) => void;
  onEmptied: () => void;
}) {
  const { text } = useSelectionPage();
  const enquiry: EnquiryProduct[] = products.map((product) => ({
    ...product,
    name: catalogue.get(product.sku)!.name,
    url: catalogue.get(product.sku)!.url,
  }));
  // Products whose quantity field holds what is not a quantity: until it is corrected, the selection
  // is not sent, lest the mail say another quantity than the page.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  // A product removed in another tab takes its refused quantity with it.
  const anyRefused = products.some((product) => refused.has(product.sku));
  const judge = (sku: string, valid: boolean) =>
    setRefused((before) => {
      const after = new Set(before);
      if (valid) after.delete(sku);
      else after.add(sku);
      return after;
    });
  const remove = (sku: string) => {
    removeProducts([sku]);
    judge(sku, true);
    announce(fill(text.removed, { name: catalogue.get(sku)!.name }));
    // The button is gone with its product: the list's heading keeps the keyboard's place, or with the
    // last product, the words that say the selection is empty.
    if (products.length === 1) onEmptied();
    else listHeading.current?.focus();
  };
  return (
    <>
      <section aria-labelledby="pieces-heading" className={notPrinted ? styles.notPrinted : undefined}>
        <h2 id="pieces-heading" ref={listHeading} tabIndex={-1}>
          {text.productsHeading}
        </h2>
        <p className={styles.total}>{fill(text.total, enquiryTotals(enquiry))}</p>
        <ul className={styles.products}>
          {products.map((product) => (
            <SavedProductItem
              key={product.sku}
              product={product}
              facts={catalogue.get(product.sku)!}
              onValidity={judge}
              onRemove={remove}
            />
          ))}
        </ul>
      </section>
      <EnquiryActions refused={anyRefused} products={products} enquiry={enquiry} catalogue={catalogue} announce={announce} />
    </>
  );
}
