import { getTranslations } from 'next-intl/server';
import { lineSheetPath } from '@/app/_addresses';
import { LineSheet } from '@/app/_components/line-sheet/line-sheet';
import { getSite } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/line-sheet'>) {
  const locale = await resolveRouteLocale(params);
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'LineSheet' }), getSite()]);
  // A document to print, not a page to find: search engines keep to the product pages.
  return pageMetadata({
    locale,
    path: lineSheetPath(),
    title: t('title'),
    description: t('description', { brand: site.brandName[locale] }),
    noindex: true,
  });
}

export default async function LineSheetPage({ params }: PageProps<'/[locale]/line-sheet'>) {
  const locale = await resolveRouteLocale(params);
  return <LineSheet locale={locale} />;
}
