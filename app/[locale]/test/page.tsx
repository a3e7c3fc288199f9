import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '../../_components/product/product-grid';
import { listProducts } from '../../_content';
import { resolveRouteLocale } from '../../_i18n/params';

export async function generateMetadata({ params }: PageProps<'/[locale]/test'>): Promise<Metadata> {
  const locale = await resolveRouteLocale(params);
  return { title: (await getTranslations({ locale, namespace: 'Test' }))('title'), robots: { index: false } };
}

export default async function TestPage({ params }: PageProps<'/[locale]/test'>) {
  const locale = await resolveRouteLocale(params);
  const [t, products] = await Promise.all([getTranslations({ locale, namespace: 'Test' }), listProducts()]);
  return (
    <section className="section">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ProductGrid products={products.slice(0, 2)} locale={locale} />
    </section>
  );
}
