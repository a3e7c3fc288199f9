import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFoundPath } from '@/app/_addresses';
import { NotFoundMessage } from '@/app/_components/layout/not-found-message';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/404'>): Promise<Metadata> {
  const locale = await resolveRouteLocale(params);
  const [t, tMetadata] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return pageMetadata({ locale, path: notFoundPath, title: t('title'), description: tMetadata('description'), noindex: true });
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/404'>) {
  const locale = await resolveRouteLocale(params);
  return <NotFoundMessage locale={locale} />;
}
