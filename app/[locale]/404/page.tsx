import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '../../_components/layout/not-found-message';
import { resolveRouteLocale } from '../../_i18n/params';

export async function generateMetadata({ params }: PageProps<'/[locale]/404'>): Promise<Metadata> {
  const locale = await resolveRouteLocale(params);
  return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title'), robots: { index: false } };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/404'>) {
  const locale = await resolveRouteLocale(params);
  return <NotFoundMessage locale={locale} />;
}
