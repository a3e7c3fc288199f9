import { getTranslations } from 'next-intl/server';
import { getProductTypeName, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { ExternalLink } from '@/app/_components/layout/external-link';
import { indexTraditionalForms } from '@/app/_components/search/traditional-forms';
import { breakAfterSlashes } from './address-breaks';
import { formatPrice } from './format-price';

/**
 * The product's facts, read like a maker's spec sheet, and the way to buy it. The search index
 * takes the facts but not their labels, the same on every product, nor the shop's address.
 */
export async function SpecSheet({ product, locale }: { product: Product; locale: Locale }) {
  const [t, tMaterial, typeName] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getTranslations({ locale, namespace: 'Material' }),
    getProductTypeName(product.type, locale),
  ]);
  const material = tMaterial(product.material);
  const measures = t('measuresValue', product.size);
  return (
    <>
      <dl className="spec-sheet" {...indexTraditionalForms(typeName, material, measures)}>
        <dt data-pagefind-ignore="">{t('category')}</dt>
        <dd data-pagefind-meta="type">{typeName}</dd>
        <dt data-pagefind-ignore="">{t('material')}</dt>
        <dd>{material}</dd>
        <dt data-pagefind-ignore="">{t('measures')}</dt>
        <dd className="spec-sheet__whole">{measures}</dd>
        <dt data-pagefind-ignore="">{t('link')}</dt>
        <dd data-pagefind-ignore="">
          <ExternalLink href={product.shopUrl} locale={locale} className="spec-sheet__link">
            {breakAfterSlashes(product.shopUrl.replace(/^https:\/\//, ''))}
          </ExternalLink>
        </dd>
        <dt data-pagefind-ignore="">{t('price')}</dt>
        <dd data-pagefind-meta="price">{formatPrice(product.price, locale)}</dd>
      </dl>
      <p data-pagefind-ignore="">
        <ExternalLink href={product.shopUrl} locale={locale} className="button">
          {t('buyOnline')}
        </ExternalLink>
      </p>
    </>
  );
}
