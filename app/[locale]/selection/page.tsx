import { getTranslations } from 'next-intl/server';
import { selectionPath } from '@/app/_addresses';
import { SelectionScreen } from '@/app/_components/selection/selection-screen';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/selection'>) {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Selection' });
  // Each visitor's own: nothing for a search engine to show.
  return pageMetadata({ locale, path: selectionPath, title: t('title'), description: t('description'), noindex: true });
}

export default async function SelectionPage({ params }: PageProps<'/[locale]/selection'>) {
  const locale = await resolveRouteLocale(params);
  return <SelectionScreen locale={locale} />;
}
