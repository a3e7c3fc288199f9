import { PrintButton } from '@/app/_components/line-sheet/print-button';
import { fill } from '@/app/_lib/text/fill';
import { MAX_QUANTITY } from '@/app/_config/selection';
import { enquiryTotals } from '@/app/_lib/selection/enquiry';
import { listValue } from '@/app/_lib/selection/list-value';
import type { Catalogue } from '@/app/_lib/selection/order-product-spec';
import type { SavedProduct } from '@/app/_lib/selection/selection-store';
import type { SharedSelection } from '@/app/_lib/selection/shared-selection';
import { unknownCodes } from '@/app/_lib/selection/unknown-codes';
import { OrderFormButton } from './order-form-button';
import { ProposedProduct } from './proposed-product';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';
import button from '@/app/_components/layout/button.module.css';

/**
 * A selection shared by its address: what of it could not be read or is not in the catalogue, then
 * the products proposed, to be added to the visitor's own selection, made an order form or printed.
 */
export function SharedProducts({
  shared,
  known,
  gone,
  saved,
  catalogue,
  onAdd,
}: {
  shared: SharedSelection;
  /** The shared products the catalogue knows, and those it does not. */
  known: readonly SavedProduct[];
  gone: readonly SavedProduct[];
  /** The visitor's own selection. */
  saved: readonly SavedProduct[];
  /** Undefined until the catalogue is loaded. */
  catalogue: Catalogue | undefined;
  onAdd: () => void;
}) {
  const { locale, text } = useSelectionPage();
  const codes = (skus: readonly string[]) => unknownCodes(skus, locale, text.codesMore);
  const names = (products: readonly SavedProduct[]) =>
    new Intl.ListFormat(locale).format(products.map((product) => catalogue!.get(product.sku)!.name));
  // Products already saved that adding the shared list changes: the visitor is told before she adds it.
  const replaced = known.filter((product) =>
    saved.some((own) => own.sku === product.sku && (own.quantity !== product.quantity || own.note !== product.note)),
  );
  return (
    <section aria-labelledby="shared-heading" className={styles.shared}>
      <h2 id="shared-heading">{text.sharedTitle}</h2>
      {shared.unreadable && (
        <p className={styles.notice}>
          {shared.leftOut.length > 0
            ? fill(text.sharedLeftOut, { entries: codes(shared.leftOut), max: MAX_QUANTITY.toLocaleString(locale) })
            : text.sharedUnreadable}
        </p>
      )}
      {gone.length > 0 && <p className={styles.notice}>{fill(text.sharedGone, { skus: codes(gone.map((product) => product.sku)) })}</p>}
      {catalogue && known.length > 0 && (
        <>
          <p className={styles.notPrinted}>{text.sharedIntro}</p>
          <p className={styles.total}>
            {fill(text.total, enquiryTotals(known.map((product) => ({ ...product, ...catalogue.get(product.sku)! }))))}
          </p>
          <p className={styles.total}>{fill(text.sharedValue, { amount: listValue(known, catalogue, locale) })}</p>
          <ul className={styles.products}>
            {known.map((product) => (
              <ProposedProduct key={product.sku} product={product} facts={catalogue.get(product.sku)!} />
            ))}
          </ul>
          {replaced.length > 0 && <p className={styles.notice}>{fill(text.sharedReplaces, { names: names(replaced) })}</p>}
          <div className={`${styles.buttons} ${styles.notPrinted}`}>
            <button type="button" className={button.button} onClick={onAdd}>
              {text.addShared}
            </button>
            <OrderFormButton
              products={known.map((product) => ({ ...product, facts: catalogue.get(product.sku)! }))}
              className={styles.secondary}
            />
            <PrintButton label={text.print} className={styles.secondary} />
          </div>
        </>
      )}
    </section>
  );
}
