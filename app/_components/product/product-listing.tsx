import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { href, productListPath } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import { getProductListPage, getProductTypeName, getSite, listProductTypes, type ProductListPage } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import type { Locale } from '@/app/_i18n/routing';
import { inlineScript } from '@/app/_pre-hydration/inline-script';
import { typeQueryRedirect, type TypeQuerySettings } from '@/app/_pre-hydration/type-query-redirect';
import { pageMetadata, TITLE_SEPARATOR } from '@/app/_seo/page-metadata';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { ProductTypeFilter } from './product-type-filter';
import section from '@/app/_components/layout/section.module.css';
import styles from './product-listing.module.css';

type ListParams = Promise<{ locale: string; type?: string; page?: string }>;

/** The locale and list page a route's parameters name; a type or page number that does not exist is not found. */
export async function resolveListPage(params: ListParams): Promise<{ locale: Locale; listPage: ProductListPage }> {
  const [locale, { type, page = '1' }] = await Promise.all([resolveRouteLocale(params), params]);
  const listPage = await getProductListPage(type, Number(page));
  if (!listPage) notFound();
  return { locale, listPage };
}

/** Where the filter addresses of the list in `locale` move on to: each type's list. */
function typeQuerySettings(locale: Locale, types: readonly { id: string }[]): TypeQuerySettings {
  return { lists: Object.fromEntries(types.map(({ id }) => [id, href(locale, productListPath({ type: id }))])) };
}

async function listHeading(locale: Locale, type: string | undefined) {
  return type ? getProductTypeName(type, locale) : (await getTranslations({ locale, namespace: 'ProductList' }))('title');
}

export async function productListMetadata(params: ListParams) {
  const { locale, listPage } = await resolveListPage(params);
  const { type, page } = listPage;
  const [heading, tMetadata, tPagination, site] = await Promise.all([
    listHeading(locale, type),
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Pagination' }),
    getSite(),
  ]);
  const brand = site.brandName[locale];
  const description = type ? tMetadata('productType', { type: heading, brand }) : tMetadata('productList', { brand });
  return pageMetadata({
    locale,
    path: productListPath(listPage),
    title: page > 1 ? `${heading}${TITLE_SEPARATOR}${tPagination('page', { page })}` : heading,
    description,
  });
}

export async function ProductListing({ locale, listPage }: { locale: Locale; listPage: ProductListPage }) {
  const { type, page, pageCount, products } = listPage;
  const [heading, t, types] = await Promise.all([
    listHeading(locale, type),
    getTranslations({ locale, namespace: 'ProductList' }),
    listProductTypes(),
  ]);
  return (
    <section className={section.section}>
      <h1>{heading}</h1>
      <ProductTypeFilter locale={locale} active={type} />
      {products.length > 0 ? (
        <ProductGrid products={products} locale={locale} nameHeading="h2" leadingImage />
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      {pageCount > 1 && <Pagination locale={locale} type={type} page={page} pageCount={pageCount} />}
      {/* After the cards: an inline script waits for the style sheets, and the parser with it, so
          placed first it would hold the cards back from the first paint. */}
      {!type && page === 1 && (
        <script dangerouslySetInnerHTML={{ __html: inlineScript(typeQueryRedirect, typeQuerySettings(locale, types)) }} />
      )}
    </section>
  );
}

/**
 * /product/page/1/ and each type's page 1: the first page lives at the list's own address, so
 * these only send the visitor on (without JavaScript too). They are exported because a route
 * with parameters must have at least one page.
 */
export async function FirstPageRedirect({ locale, type }: { locale: Locale; type?: string }) {
  const [heading, t] = await Promise.all([listHeading(locale, type), getTranslations({ locale, namespace: 'ProductList' })]);
  const list = productListPath({ type });
  return (
    <section className={`${section.section} ${section.narrow}`}>
      <meta httpEquiv="refresh" content={`0; url=${href(locale, list)}`} />
      <h1>{heading}</h1>
      <p>
        <Link href={list} locale={locale}>
          {t('firstPage')}
        </Link>
      </p>
    </section>
  );
}
