import { productPath } from '@/app/_addresses/site-addresses';
import { Link } from '@/app/_components/layout/link';
import { ProductSpecList } from '@/app/_components/product/product-spec-list';
import type { ProductSpecLabels } from '@/app/_lib/product/product-spec';
import type { Locale } from '@/app/_i18n/routing';
import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import { ProductThumbnail } from './product-thumbnail';
import styles from './selection-editor.module.css';

/** A piece's picture, its name leading to its page, and its facts: the same in the buyer's list and in a shared one. */
export function ProductSummary({
  sku,
  facts,
  locale,
  factLabels,
}: {
  sku: string;
  facts: OrderProductSpec;
  locale: Locale;
  factLabels: ProductSpecLabels;
}) {
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
