import { getTranslations } from 'next-intl/server';
import { getProductType, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { ExternalLink } from '@/app/_components/layout/external-link';
import { indexSearchWords } from '@/app/_lib/search/search-words';
import { indexTraditionalForms } from '@/app/_lib/search/traditional-forms';
import { getProductSpecLabels, productSpecOf } from '@/app/_lib/product/product-spec';
import { breakAfterSlashes } from './address-breaks';
import button from '@/app/_components/layout/button.module.css';
import tapArea from '@/app/_components/layout/tap-area.module.css';
import styles from './spec-sheet.module.css';

/**
 * The product's facts, read like a maker's spec sheet, and the way to buy it. The search index
 * takes the facts but not their labels, the same on every product, nor the shop's address; and
 * the words its type is also searched by, which the page does not show. Its
 * other colors are not among them: the page shows them further down, with their pictures.
 */
export async function SpecSheet({ product, locale, className }: { product: Product; locale: Locale; className?: string }) {
  const [t, labels, facts, type] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getProductSpecLabels(locale),
    productSpecOf(product, locale),
    getProductType(product.type),
  ]);
  const searchWords = type?.searchWords?.[locale];
  return (
    <>
      <dl
        className={className ? `${styles.sheet} ${tapArea.links} ${className}` : `${styles.sheet} ${tapArea.links}`}
        {...indexTraditionalForms(facts.type, facts.material, facts.measures)}
      >
        <dt data-pagefind-ignore="">{labels.sku}</dt>
        <dd className={styles.whole}>{facts.sku}</dd>
        <dt data-pagefind-ignore="">{labels.type}</dt>
        <dd data-pagefind-meta="type" {...indexSearchWords(searchWords)}>
          {facts.type}
        </dd>
        <dt data-pagefind-ignore="">{labels.material}</dt>
        <dd>{facts.material}</dd>
        <dt data-pagefind-ignore="">{labels.measures}</dt>
        <dd className={styles.whole}>{facts.measures}</dd>
        <dt data-pagefind-ignore="">{t('link')}</dt>
        <dd data-pagefind-ignore="">
          <ExternalLink href={product.shopUrl} locale={locale} className={styles.link}>
            {breakAfterSlashes(product.shopUrl.replace(/^https:\/\//, ''))}
          </ExternalLink>
        </dd>
        <dt data-pagefind-ignore="">{labels.price}</dt>
        <dd data-pagefind-meta="price">{facts.price}</dd>
      </dl>
      <p className={styles.buy} data-pagefind-ignore="">
        <ExternalLink href={product.shopUrl} locale={locale} className={button.button}>
          {t('buyOnline')}
        </ExternalLink>
      </p>
    </>
  );
}
