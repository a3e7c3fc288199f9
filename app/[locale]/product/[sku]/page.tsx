import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductDetail } from '../../../_components/product/product-detail';
import { getProduct, listProducts } from '../../../_content';
import { resolveRouteLocale } from '../../../_i18n/params';

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listProducts()).map((product) => ({ sku: product.sku }));
}

async function findProduct(params: PageProps<'/[locale]/product/[sku]'>['params']) {
  const [locale, product] = await Promise.all([resolveRouteLocale(params), params.then(({ sku }) => getProduct(sku))]);
  if (!product) notFound();
  return { locale, product };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/product/[sku]'>) {
  const { locale, product } = await findProduct(params);
  const t = await getTranslations({ locale, namespace: 'ProductList' });
  return { title: `${product.text[locale].name} · ${t('title')}` };
}

export default async function ProductPage({ params }: PageProps<'/[locale]/product/[sku]'>) {
  const { locale, product } = await findProduct(params);
  return <ProductDetail product={product} locale={locale} />;
}
