import { getTranslations } from 'next-intl/server';
import { getProductTypeName, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { ExternalLink } from '@/app/_components/layout/external-link';
import { indexTraditionalForms } from '@/app/_components/search/traditional-forms';
import { breakAfterSlashes } from './address-breaks';
import { formatPrice } from './format-price';
import button from '@/app/_components/layout/button.module.css';
import tapArea from '@/app/_components/layout/tap-area.module.css';
import styles from './spec-sheet.module.css';

/**
 * The product's facts, read like a maker's spec sheet, and the way to buy it. The search index
 * takes the facts but not their labels, the same on every product, nor the shop's address.
 */
export async function SpecSheet({ product, locale, className }: { product: Product; locale: Locale; className?: string }) {
  const [t, tMaterial, typeName] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getTranslations({ locale, namespace: 'Material' }),
    getProductTypeName(product.type, locale),
  ]);
  const material = tMaterial(product.material);
  const measures = t('measuresValue', product.size);
  return (
    <>
      <dl
        className={className ? `${styles.sheet} ${tapArea.links} ${className}` : `${styles.sheet} ${tapArea.links}`}
        {...indexTraditionalForms(typeName, material, measures)}
      >
        <dt data-pagefind-ignore="">{t('styleCode')}</dt>
        <dd className={styles.whole}>{product.sku}</dd>
        <dt data-pagefind-ignore="">{t('category')}</dt>
        <dd data-pagefind-meta="type">{typeName}</dd>
        <dt data-pagefind-ignore="">{t('material')}</dt>
        <dd>{material}</dd>
        <dt data-pagefind-ignore="">{t('measures')}</dt>
        <dd className={styles.whole}>{measures}</dd>
        <dt data-pagefind-ignore="">{t('link')}</dt>
        <dd data-pagefind-ignore="">
          <ExternalLink href={product.shopUrl} locale={locale} className={styles.link}>
            {breakAfterSlashes(product.shopUrl.replace(/^https:\/\//, ''))}
          </ExternalLink>
        </dd>
        <dt data-pagefind-ignore="">{t('price')}</dt>
        <dd data-pagefind-meta="price">{formatPrice(product.price, locale)}</dd>
      </dl>
      <p className={styles.buy} data-pagefind-ignore="">
        <ExternalLink href={product.shopUrl} locale={locale} className={button.button}>
          {t('buyOnline')}
        </ExternalLink>
      </p>
    </>
  );
}
