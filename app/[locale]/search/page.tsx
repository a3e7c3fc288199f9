import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { href, productListPath, searchPath } from '@/app/_addresses';
import { ProductSearch, SearchFormPlaceholder } from '@/app/_components/search/product-search';
import { SEARCH_TEXT_KEYS, type SearchText } from '@/app/_lib/search/search-text';
import { basePath } from '@/app/_config/base-path';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';
import section from '@/app/_components/layout/section.module.css';
import styles from './search-page.module.css';

const HEADING_ID = 'search-heading';

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>) {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  // A page of results is not a page of its own for search engines; the products it finds are.
  return pageMetadata({ locale, path: searchPath, title: t('title'), description: t('description'), noindex: true });
}

export default async function SearchPage({ params }: PageProps<'/[locale]/search'>) {
  const locale = await resolveRouteLocale(params);
  const [t, tSelection] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Selection' }),
  ]);
  const action = href(locale, searchPath);
  const text = Object.fromEntries(SEARCH_TEXT_KEYS.map((key) => [key, t.raw(key) as string])) as SearchText;
  return (
    <section className={`${section.section} ${styles.page}`}>
      <h1 id={HEADING_ID}>{t('label')}</h1>
      {/* The query is in the address, which only the browser knows: until it is read, the bare form. */}
      <Suspense fallback={<SearchFormPlaceholder action={action} labelledBy={HEADING_ID} prompt={text.prompt} />}>
        <ProductSearch
          locale={locale}
          basePath={basePath}
          action={action}
          labelledBy={HEADING_ID}
          text={text}
          saveLabel={tSelection('save')}
        />
      </Suspense>
      {/* Without JavaScript the header's form still leads here: say why nothing is found, and offer the list. */}
      <noscript>
        <p>
          {t('needsScript')} <a href={href(locale, productListPath({}))}>{t('browseAll')}</a>
        </p>
      </noscript>
    </section>
  );
}
