import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { listProductTypes, type Product } from '../../_content';
import type { Locale } from '../../_i18n/routing';
import { ActiveTypeFilter, TypeFilterNav, type TypeChoice } from './type-filter-nav';

/**
 * The filter's choices with their counts. The choice lives in the address (`?type=…`), so it
 * can be shared and survives reload and back/forward. Cards stay in the page once: CSS hides
 * the other types while the filter marks a choice active; without JavaScript (or `:has()`)
 * every product is listed.
 */
export async function ProductTypeFilter({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  const [types, t] = await Promise.all([listProductTypes(), getTranslations({ locale, namespace: 'ProductList' })]);
  const choices: TypeChoice[] = [
    { id: '', name: t('all'), count: t('count', { count: products.length }) },
    ...types.map((type) => ({
      id: type.id,
      name: type.name[locale],
      count: t('count', { count: products.filter((product) => product.type === type.id).length }),
    })),
  ];
  const hideOtherTypes = types
    .map(({ id }) => `.product-list:has([data-active-type="${id}"]) .product-card:not([data-type="${id}"])`)
    .join(',\n');
  const props = { choices, label: t('filterLabel'), listPath: `/${locale}/product/` };
  return (
    <>
      <style href="product-type-filter" precedence="default">{`${hideOtherTypes} { display: none; }`}</style>
      {/* Prerendered without a choice: the address's query is only known in the browser. */}
      <Suspense fallback={<TypeFilterNav {...props} active="" />}>
        <ActiveTypeFilter {...props} />
      </Suspense>
    </>
  );
}
