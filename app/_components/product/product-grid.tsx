import { getTranslations } from 'next-intl/server';
import { productPath } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import { SaveButton } from '@/app/_components/selection/save-button';
import { getProductTypeName, isNew, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { formatPrice } from '@/app/_lib/product/format-price';
import { AddedDate, NewMark } from './added-date';
import { ProductImage } from './product-image';
import styles from './product-grid.module.css';

/**
 * `nameHeading`: each product's name is a heading one below the section's, so that screen-reader
 * users can go from product to product. `leadingImage`: the grid's first picture is the largest
 * thing the page shows on first sight, so the one to hurry. `showAdded`: new arrivals say when
 * each was added. `markNew`: whether a product added lately carries the "New" mark, which
 * depends on the day of the build.
 */
export async function ProductGrid({
  products,
  locale,
  nameHeading: Name,
  leadingImage = false,
  showAdded = false,
  markNew = true,
}: {
  products: readonly Product[];
  locale: Locale;
  nameHeading: 'h2' | 'h3';
  leadingImage?: boolean;
  showAdded?: boolean;
  markNew?: boolean;
}) {
  const [t, typeNames, newOnes] = await Promise.all([
    getTranslations({ locale, namespace: 'Selection' }),
    Promise.all(products.map((product) => getProductTypeName(product.type, locale))),
    Promise.all(products.map((product) => markNew && isNew(product))),
  ]);
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => {
        const name = product.text[locale].name;
        const [image] = product.images;
        return (
          <li key={product.sku} className={styles.card} data-type={product.type}>
            <Link href={productPath(product.sku)} locale={locale} className={styles.link}>
              {/* The name beside it labels the link; the picture adds nothing to read aloud. */}
              {image && <ProductImage image={image} use="card" leading={leadingImage && index === 0} />}
              <Name className={styles.name}>{name}</Name>
            </Link>
            {newOnes[index] && <NewMark locale={locale} className={styles.newMark} />}
            <span className={styles.type}>{typeNames[index]}</span>
            <span className={styles.price}>{formatPrice(product.price, locale)}</span>
            {showAdded && <AddedDate date={product.added} locale={locale} className={styles.added} />}
            <SaveButton sku={product.sku} label={t('save')} name={name} />
          </li>
        );
      })}
    </ul>
  );
}
