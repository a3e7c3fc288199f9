import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { lineSheetPath } from '@/app/_addresses';
import { LineSheet } from '@/app/_components/line-sheet/line-sheet';
import { getSite, listProductTypes } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listProductTypes()).map(({ id }) => ({ type: id }));
}

async function findType(params: PageProps<'/[locale]/line-sheet/[type]'>['params']) {
  const [locale, { type }, types] = await Promise.all([resolveRouteLocale(params), params, listProductTypes()]);
  const productType = types.find(({ id }) => id === type);
  if (!productType) notFound();
  return { locale, productType };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/line-sheet/[type]'>) {
  const { locale, productType } = await findType(params);
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'LineSheet' }), getSite()]);
  const type = productType.name[locale];
  // A document to print, not a page to find: search engines keep to the product pages.
  return pageMetadata({
    locale,
    path: lineSheetPath(productType.id),
    title: t('typeTitle', { type }),
    description: t('typeDescription', { brand: site.brandName[locale], type }),
    noindex: true,
  });
}

export default async function TypeLineSheetPage({ params }: PageProps<'/[locale]/line-sheet/[type]'>) {
  const { locale, productType } = await findType(params);
  return <LineSheet locale={locale} type={productType.id} />;
}
