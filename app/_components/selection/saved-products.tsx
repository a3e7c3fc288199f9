import { useState, type RefObject } from 'react';
import type { CoverFacts } from '@/app/_lib/line-sheet/cover-facts';
import type { ProductSpecLabels } from '@/app/_lib/product/product-spec';
import { fill } from '@/app/_lib/text/fill';
import type { Locale } from '@/app/_i18n/routing';
import { enquiryTotals, type EnquiryProduct, type SelectionText } from '@/app/_lib/selection/enquiry';
import type { Catalogue } from '@/app/_lib/selection/order-product-spec';
import { removeProducts, type SavedProduct } from '@/app/_lib/selection/selection-store';
import { EnquiryActions } from './enquiry-actions';
import { SavedProductItem } from './saved-product-item';
import styles from './selection-editor.module.css';

/** The visitor's own selection: her pieces, each with its quantity and note, and the ways to send them. */
export function SavedProducts({
  notPrinted,
  pieces,
  catalogue,
  locale,
  text,
  factLabels,
  email,
  selectionUrl,
  cover,
  listHeading,
  announce,
  onEmptied,
}: {
  /** Left off the paper, where a shared selection is printed instead. */
  notPrinted: boolean;
  pieces: readonly SavedProduct[];
  catalogue: Catalogue;
  locale: Locale;
  text: SelectionText;
  factLabels: ProductSpecLabels;
  email: string;
  selectionUrl: string;
  cover: CoverFacts;
  listHeading: RefObject<HTMLHeadingElement | null>;
  announce: (message: string) => void;
  onEmptied: () => void;
}) {
  const enquiry: EnquiryProduct[] = pieces.map((piece) => ({
    ...piece,
    name: catalogue.get(piece.sku)!.name,
    url: catalogue.get(piece.sku)!.url,
  }));
  // Pieces whose quantity field holds what is not a quantity: until it is corrected, the selection
  // is not sent, lest the mail say another quantity than the page.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  // A piece removed in another tab takes its refused quantity with it.
  const anyRefused = pieces.some((piece) => refused.has(piece.sku));
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
    // The button is gone with its piece: the list's heading keeps the keyboard's place, or with the
    // last piece, the words that say the selection is empty.
    if (pieces.length === 1) onEmptied();
    else listHeading.current?.focus();
  };
  return (
    <>
      <section aria-labelledby="pieces-heading" className={notPrinted ? styles.notPrinted : undefined}>
        <h2 id="pieces-heading" ref={listHeading} tabIndex={-1}>
          {text.piecesHeading}
        </h2>
        <p className={styles.total}>{fill(text.total, enquiryTotals(enquiry))}</p>
        <ul className={styles.pieces}>
          {pieces.map((piece) => (
            <SavedProductItem
              key={piece.sku}
              piece={piece}
              facts={catalogue.get(piece.sku)!}
              locale={locale}
              text={text}
              factLabels={factLabels}
              onValidity={judge}
              onRemove={remove}
            />
          ))}
        </ul>
      </section>
      <EnquiryActions
        refused={anyRefused}
        pieces={pieces}
        enquiry={enquiry}
        catalogue={catalogue}
        locale={locale}
        text={text}
        factLabels={factLabels}
        email={email}
        selectionUrl={selectionUrl}
        cover={cover}
        announce={announce}
      />
    </>
  );
}
