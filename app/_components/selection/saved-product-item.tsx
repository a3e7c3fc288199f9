import { useId, useRef, useState } from 'react';
import type { ProductSpecLabels } from '@/app/_lib/product/product-spec';
import { fill } from '@/app/_lib/text/fill';
import { MAX_NOTE_LENGTH, MAX_QUANTITY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import type { SelectionText } from '@/app/_lib/selection/enquiry';
import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import { changeProduct, parseQuantity, type SavedProduct } from '@/app/_lib/selection/selection-store';
import { PageQr } from './page-qr';
import { ProductSummary } from './product-summary';
import styles from './selection-editor.module.css';

/** A saved piece, with its quantity and note to change and a button to remove it. */
export function SavedProductItem({
  piece,
  facts,
  locale,
  text,
  factLabels,
  onValidity,
  onRemove,
}: {
  piece: SavedProduct;
  facts: OrderProductSpec;
  locale: Locale;
  text: SelectionText;
  factLabels: ProductSpecLabels;
  onValidity: (sku: string, valid: boolean) => void;
  onRemove: (sku: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(piece.quantity));
  // The saved quantity can change elsewhere (a shared selection added, another tab): the field then
  // shows it, unless it holds what the visitor is still correcting.
  const [shownQuantity, setShownQuantity] = useState(piece.quantity);
  if (piece.quantity !== shownQuantity) {
    setShownQuantity(piece.quantity);
    const typed = parseQuantity(draft);
    if (typed !== undefined && typed !== piece.quantity) setDraft(String(piece.quantity));
  }
  const valid = parseQuantity(draft) !== undefined;
  // The quantity before the visitor began to type: a refused one gives way to it, not to a number
  // passed on the way (1200, typing 12000).
  const confirmed = useRef(piece.quantity);
  return (
    <li className={styles.piece}>
      <ProductSummary sku={piece.sku} facts={facts} locale={locale} factLabels={factLabels} />
      <div className={styles.order}>
        <label htmlFor={`${id}-quantity`}>
          {text.quantity}
          <span className="visually-hidden"> {facts.name}</span>
        </label>
        <input
          id={`${id}-quantity`}
          className={styles.quantity}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-quantity-error`}
          onFocus={() => {
            confirmed.current = piece.quantity;
          }}
          onChange={(event) => {
            setDraft(event.target.value);
            const quantity = parseQuantity(event.target.value);
            onValidity(piece.sku, quantity !== undefined);
            changeProduct(piece.sku, { quantity: quantity ?? confirmed.current });
          }}
        />
        {!valid && (
          <p id={`${id}-quantity-error`} className={styles.problem}>
            {fill(text.quantityError, { max: MAX_QUANTITY.toLocaleString(locale) })}
          </p>
        )}
        <label htmlFor={`${id}-note`}>
          {text.note}
          <span className="visually-hidden"> {facts.name}</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.note}
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          value={piece.note}
          onChange={(event) => changeProduct(piece.sku, { note: event.target.value })}
        />
        <p className={styles.printedOrder}>
          {fill(text.mailQuantity, { quantity: String(piece.quantity) })}
          {piece.note && <> · {fill(text.mailNote, { note: piece.note })}</>}
        </p>
        <button type="button" className={styles.remove} onClick={() => onRemove(piece.sku)}>
          {text.remove}
          <span className="visually-hidden"> {facts.name}</span>
        </button>
      </div>
      <PageQr url={facts.url} />
    </li>
  );
}
