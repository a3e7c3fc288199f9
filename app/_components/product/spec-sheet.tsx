import { getTranslations } from 'next-intl/server';
import { getProductTypeName, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { ExternalLink } from '@/app/_components/layout/external-link';
import { formatPrice } from './format-price';

/** The product's facts, read like a maker's spec sheet, and the way to buy it. */
export async function SpecSheet({ product, locale }: { product: Product; locale: Locale }) {
  const [t, tMaterial, typeName] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getTranslations({ locale, namespace: 'Material' }),
    getProductTypeName(product.type, locale),
  ]);
  return (
    <>
      <dl className="spec-sheet">
        <dt>{t('category')}</dt>
        <dd>{typeName}</dd>
        <dt>{t('material')}</dt>
        <dd>{tMaterial(product.material)}</dd>
        <dt>{t('measures')}</dt>
        <dd className="spec-sheet__whole">{t('measuresValue', product.size)}</dd>
        <dt>{t('link')}</dt>
        <dd>
          <ExternalLink href={product.shopUrl} locale={locale} className="spec-sheet__link">
            {product.shopUrl
              .replace(/^https:\/\//, '')
              .split(/(?<=\/)/)
              .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))}
          </ExternalLink>
        </dd>
        <dt>{t('price')}</dt>
        <dd>{formatPrice(product.price, locale)}</dd>
      </dl>
      <p>
        <ExternalLink href={product.shopUrl} locale={locale} className="button">
          {t('buyOnline')}
        </ExternalLink>
      </p>
    </>
  );
}
