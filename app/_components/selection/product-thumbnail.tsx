import type { OrderProductSpec } from '@/app/_lib/selection/order-product-spec';
import styles from './selection-editor.module.css';

/** A product's own picture; its name beside it says what it is. */
export function ProductThumbnail({ facts }: { facts: OrderProductSpec }) {
  if (!facts.image) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.picture}
      src={facts.image.src}
      srcSet={facts.image.srcSet}
      sizes="(min-width: 48rem) 10rem, 6rem"
      width={facts.image.width}
      height={facts.image.height}
      alt=""
      loading="lazy"
    />
  );
}
