import type { ProductSpecLabels } from '@/app/_lib/product/product-spec';
import { fill } from '@/app/_lib/text/fill';
import type { Locale } from '@/app/_i18n/routing';
import type { SelectionText } from '@/app/_lib/selection/enquiry';
import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import type { SavedProduct } from '@/app/_lib/selection/selection-store';
import { PageQr } from './page-qr';
import { ProductSummary } from './product-summary';
import styles from './selection-editor.module.css';

/**
 * A piece of a shared selection: what the sender chose, as the line sheet shows it, with the
 * quantity and note proposed; to be added to the visitor's own selection to be changed.
 */
export function ProposedProduct({
  piece,
  facts,
  locale,
  text,
  factLabels,
}: {
  piece: SavedProduct;
  facts: OrderProductSpec;
  locale: Locale;
  text: SelectionText;
  factLabels: ProductSpecLabels;
}) {
  return (
    <li className={styles.piece}>
      <ProductSummary sku={piece.sku} facts={facts} locale={locale} factLabels={factLabels} />
      <div className={styles.order}>
        <p className={`${styles.printedOrder} ${styles.proposed}`}>
          {fill(text.mailQuantity, { quantity: String(piece.quantity) })}
          {piece.note && <span className={styles.sharedNote}>{fill(text.mailNote, { note: piece.note })}</span>}
        </p>
      </div>
      <PageQr url={facts.url} />
    </li>
  );
}
