import { notFound } from 'next/navigation';
import { productPath } from '@/app/_addresses';
import { ProductDetail } from '@/app/_components/product/product-detail';
import { fallbackPictureOf } from '@/app/_components/product/product-image';
import { getProduct, listProducts } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { JsonLd } from '@/app/_seo/json-ld';
import { pageMetadata } from '@/app/_seo/page-metadata';
import { productData } from '@/app/_seo/structured-data';
import { summarise } from '@/app/_seo/summary';

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
  const { name, text } = product.text[locale];
  const [image] = product.images;
  return pageMetadata({
    locale,
    path: productPath(product.sku),
    title: name,
    description: summarise(text, locale),
    image: image && { ...fallbackPictureOf(image), alt: name },
  });
}

export default async function ProductPage({ params }: PageProps<'/[locale]/product/[sku]'>) {
  const { locale, product } = await findProduct(params);
  const structuredData = await productData(product, locale);
  return (
    <>
      {structuredData.map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      <ProductDetail product={product} locale={locale} />
    </>
  );
}
