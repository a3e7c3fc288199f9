import { useId, useRef, useState } from 'react';
import { fill } from '@/app/_lib/text/fill';
import { MAX_NOTE_LENGTH, MAX_QUANTITY } from '@/app/_config/selection';
import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import { changeProduct, parseQuantity, type SavedProduct } from '@/app/_lib/selection/selection-store';
import { QrCode } from '@/app/_components/product/qr-code';
import { ProductSummary } from './product-summary';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';

/** A saved product, with its quantity and note to change and a button to remove it. */
export function SavedProductItem({
  product,
  facts,
  onValidity,
  onRemove,
}: {
  product: SavedProduct;
  facts: OrderProductSpec;
  onValidity: (sku: string, valid: boolean) => void;
  onRemove: (sku: string) => void;
}) {
  const { locale, text } = useSelectionPage();
  const id = useId();
  const [draft, setDraft] = useState(String(product.quantity));
  // The saved quantity can change elsewhere (a shared selection added, another tab): the field then
  // shows it, unless it holds what the visitor is still correcting.
  const [shownQuantity, setShownQuantity] = useState(product.quantity);
  if (product.quantity !== shownQuantity) {
    setShownQuantity(product.quantity);
    const typed = parseQuantity(draft);
    if (typed !== undefined && typed !== product.quantity) setDraft(String(product.quantity));
  }
  const valid = parseQuantity(draft) !== undefined;
  // The quantity before the visitor began to type: a refused one gives way to it, not to a number
  // passed on the way (1200, typing 12000).
  const confirmed = useRef(product.quantity);
  return (
    <li className={styles.product}>
      <ProductSummary sku={product.sku} facts={facts} />
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
            confirmed.current = product.quantity;
          }}
          onChange={(event) => {
            setDraft(event.target.value);
            const quantity = parseQuantity(event.target.value);
            onValidity(product.sku, quantity !== undefined);
            changeProduct(product.sku, { quantity: quantity ?? confirmed.current });
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
          value={product.note}
          onChange={(event) => changeProduct(product.sku, { note: event.target.value })}
        />
        <p className={styles.printedOrder}>
          {fill(text.mailQuantity, { quantity: String(product.quantity) })}
          {product.note && <> · {fill(text.mailNote, { note: product.note })}</>}
        </p>
        <button type="button" className={styles.remove} onClick={() => onRemove(product.sku)}>
          {text.remove}
          <span className="visually-hidden"> {facts.name}</span>
        </button>
      </div>
      <QrCode className={styles.qr} address={facts.url} label={facts.url} />
    </li>
  );
}
