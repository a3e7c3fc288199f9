import { fill } from '@/app/_lib/text/fill';
import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import type { SavedProduct } from '@/app/_lib/selection/selection-store';
import { QrCode } from '@/app/_components/product/qr-code';
import { ProductSummary } from './product-summary';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';

/**
 * A product of a shared selection: what the sender chose, as the line sheet shows it, with the
 * quantity and note proposed; to be added to the visitor's own selection to be changed.
 */
export function ProposedProduct({ product, facts }: { product: SavedProduct; facts: OrderProductSpec }) {
  const { text } = useSelectionPage();
  return (
    <li className={styles.product}>
      <ProductSummary sku={product.sku} facts={facts} />
      <div className={styles.order}>
        <p className={`${styles.printedOrder} ${styles.proposed}`}>
          {fill(text.mailQuantity, { quantity: String(product.quantity) })}
          {product.note && <span className={styles.sharedNote}>{fill(text.mailNote, { note: product.note })}</span>}
        </p>
      </div>
      <QrCode className={styles.qr} address={facts.url} label={facts.url} />
    </li>
  );
}
