import { productPath } from '@/app/_addresses/site-addresses';
import { Link } from '@/app/_components/layout/link';
import { PieceFactList } from '@/app/_components/product/piece-fact-list';
import type { PieceFactLabels } from '@/app/_lib/product/piece-facts';
import type { Locale } from '@/app/_i18n/routing';
import type { OrderPieceFacts } from '@/app/_lib/selection/order-piece-facts';
import { PieceImage } from './piece-image';
import styles from './selection-editor.module.css';

/** A piece's picture, its name leading to its page, and its facts: the same in the buyer's list and in a shared one. */
export function PieceSummary({
  sku,
  facts,
  locale,
  factLabels,
}: {
  sku: string;
  facts: OrderPieceFacts;
  locale: Locale;
  factLabels: PieceFactLabels;
}) {
  return (
    <>
      <PieceImage facts={facts} />
      <div>
        <h3 className={styles.name}>
          <Link href={productPath(sku)} locale={locale}>
            {facts.name}
          </Link>
        </h3>
        <PieceFactList facts={facts} labels={factLabels} classNames={{ list: styles.spec, whole: styles.whole, price: styles.whole }} />
      </div>
    </>
  );
}
