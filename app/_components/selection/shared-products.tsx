import type { CoverFacts } from '@/app/_lib/line-sheet/cover-facts';
import { printWithPictures } from '@/app/_components/line-sheet/print-button';
import type { ProductSpecLabels } from '@/app/_lib/product/product-spec';
import { fill } from '@/app/_lib/text/fill';
import { MAX_QUANTITY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import { enquiryTotals, type SelectionText } from '@/app/_lib/selection/enquiry';
import { listValue } from '@/app/_lib/selection/list-value';
import type { Catalogue } from '@/app/_lib/selection/order-product-spec';
import type { SavedProduct } from '@/app/_lib/selection/selection-store';
import type { SharedSelection } from '@/app/_lib/selection/shared-selection';
import { unknownCodes } from '@/app/_lib/selection/unknown-codes';
import { OrderFormButton } from './order-form-button';
import { ProposedProduct } from './proposed-product';
import styles from './selection-editor.module.css';
import button from '@/app/_components/layout/button.module.css';

/**
 * A selection shared by its address: what of it could not be read or is not in the catalogue, then
 * the pieces proposed, to be added to the visitor's own selection, made an order form or printed.
 */
export function SharedProducts({
  shared,
  known,
  gone,
  saved,
  catalogue,
  locale,
  text,
  factLabels,
  cover,
  onAdd,
}: {
  shared: SharedSelection;
  /** The shared pieces the catalogue knows, and those it does not. */
  known: readonly SavedProduct[];
  gone: readonly SavedProduct[];
  /** The visitor's own selection. */
  saved: readonly SavedProduct[];
  /** Undefined until the catalogue is loaded. */
  catalogue: Catalogue | undefined;
  locale: Locale;
  text: SelectionText;
  factLabels: ProductSpecLabels;
  cover: CoverFacts;
  onAdd: () => void;
}) {
  const codes = (skus: readonly string[]) => unknownCodes(skus, locale, text.codesMore);
  const names = (pieces: readonly SavedProduct[]) =>
    new Intl.ListFormat(locale).format(pieces.map((piece) => catalogue!.get(piece.sku)!.name));
  // Pieces already saved that adding the shared list changes: the visitor is told before she adds it.
  const replaced = known.filter((piece) =>
    saved.some((own) => own.sku === piece.sku && (own.quantity !== piece.quantity || own.note !== piece.note)),
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
      {gone.length > 0 && <p className={styles.notice}>{fill(text.sharedGone, { skus: codes(gone.map((piece) => piece.sku)) })}</p>}
      {catalogue && known.length > 0 && (
        <>
          <p className={styles.notPrinted}>{text.sharedIntro}</p>
          <p className={styles.total}>
            {fill(text.total, enquiryTotals(known.map((piece) => ({ ...piece, ...catalogue.get(piece.sku)! }))))}
          </p>
          <p className={styles.total}>{fill(text.sharedValue, { amount: listValue(known, catalogue, locale) })}</p>
          <ul className={styles.pieces}>
            {known.map((piece) => (
              <ProposedProduct
                key={piece.sku}
                piece={piece}
                facts={catalogue.get(piece.sku)!}
                locale={locale}
                text={text}
                factLabels={factLabels}
              />
            ))}
          </ul>
          {replaced.length > 0 && <p className={styles.notice}>{fill(text.sharedReplaces, { names: names(replaced) })}</p>}
          <div className={`${styles.buttons} ${styles.notPrinted}`}>
            <button type="button" className={button.button} onClick={onAdd}>
              {text.addShared}
            </button>
            <OrderFormButton
              pieces={known.map((piece) => ({ ...piece, facts: catalogue.get(piece.sku)! }))}
              cover={cover}
              labels={factLabels}
              locale={locale}
              text={text}
              className={styles.secondary}
            />
            <button type="button" className={styles.secondary} onClick={() => void printWithPictures()}>
              {text.print}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
