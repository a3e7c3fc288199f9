import { productPath } from '@/app/_addresses/site-addresses';
import { Link } from '@/app/_components/layout/link';
import { ProductSpecList } from '@/app/_components/product/product-spec-list';
import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import { ProductThumbnail } from './product-thumbnail';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';

/** A product's picture, its name leading to its page, and its facts: the same in the buyer's list and in a shared one. */
export function ProductSummary({ sku, facts }: { sku: string; facts: OrderProductSpec }) {
  const { locale, factLabels } = useSelectionPage();
  return (
    <>
      <ProductThumbnail facts={facts} />
      <div>
        <h3 className={styles.name}>
          <Link href={productPath(sku)} locale={locale}>
            {facts.name}
          </Link>
        </h3>
        <ProductSpecList facts={facts} labels={factLabels} classNames={{ list: styles.spec, whole: styles.whole, price: styles.whole }} />
      </div>
    </>
  );
}
