import { getTranslations } from 'next-intl/server';
import { listProductTypes, type Product } from '../../_content';
import type { Locale } from '../../_i18n/routing';

/** The filter's choices with their counts; each is an address (`?type=…`) so a choice can be shared. */
export async function ProductTypeFilter({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  const [types, t] = await Promise.all([listProductTypes(), getTranslations({ locale, namespace: 'ProductList' })]);
  const choices = [
    { id: '', name: t('all'), count: products.length },
    ...types.map((type) => ({
      id: type.id,
      name: type.name[locale],
      count: products.filter((product) => product.type === type.id).length,
    })),
  ];
  return (
    <nav aria-label={t('filterLabel')} className="type-filter">
      <ul>
        {choices.map((choice) => (
          <li key={choice.id || 'all'}>
            <a href={choice.id ? `?type=${choice.id}` : '?'} data-type={choice.id || undefined}>
              {choice.name} <span className="type-filter__count">{t('count', { count: choice.count })}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
