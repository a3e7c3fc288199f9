import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '../../_components/product/product-grid';
import { ProductTypeFilter } from '../../_components/product/product-type-filter';
import { getSite, listProducts } from '../../_content';
import { resolveRouteLocale } from '../../_i18n/params';
import { pageMetadata } from '../../_seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/product'>) {
  const locale = await resolveRouteLocale(params);
  const [t, tMetadata, site] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductList' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getSite(),
  ]);
  const description = tMetadata('productList', { brand: site.brandName[locale] });
  return pageMetadata({ locale, path: '/product/', title: t('title'), description });
}

export default async function ProductListPage({ params }: PageProps<'/[locale]/product'>) {
  const locale = await resolveRouteLocale(params);
  const [t, products] = await Promise.all([getTranslations({ locale, namespace: 'ProductList' }), listProducts()]);
  return (
    <section className="section product-list">
      <h1>{t('title')}</h1>
      <ProductTypeFilter products={products} locale={locale} />
      <ProductGrid products={products} locale={locale} leadingImage />
    </section>
  );
}
