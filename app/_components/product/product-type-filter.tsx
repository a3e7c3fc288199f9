import { getTranslations } from 'next-intl/server';
import { productListPath } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import { listProducts, listProductsByType, listProductTypes } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import styles from './product-type-filter.module.css';

/**
 * The filter's choices with their counts. Each type has pages of its own, so a choice is an
 * ordinary link: it works without JavaScript, can be shared, and survives reload and back. A rule
 * under it parts it from the list; `ruled={false}` leaves it to what follows.
 */
export async function ProductTypeFilter({ locale, active, ruled = true }: { locale: Locale; active?: string; ruled?: boolean }) {
  const [types, byType, products, t] = await Promise.all([
    listProductTypes(),
    listProductsByType(),
    listProducts(),
    getTranslations({ locale, namespace: 'ProductList' }),
  ]);
  const choices = [
    { id: undefined, name: t('all'), count: products.length },
    ...types.map((type) => ({ id: type.id, name: type.name[locale], count: byType.get(type.id)?.length ?? 0 })),
  ];
  return (
    <nav aria-label={t('filterLabel')} className={ruled ? `${styles.filter} ${styles.ruled}` : styles.filter}>
      <ul>
        {choices.map((choice) => (
          <li key={choice.id ?? ''}>
            <Link
              href={productListPath({ type: choice.id })}
              locale={locale}
              aria-current={choice.id === active ? 'page' : undefined}
              scroll={false}
            >
              {choice.name} <span className={styles.count}>{t('count', { count: choice.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
