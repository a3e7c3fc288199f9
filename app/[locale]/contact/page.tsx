import { getTranslations } from 'next-intl/server';
import { contactPath } from '@/app/_addresses';
import { ContactDetails } from '@/app/_components/contact/contact-details';
import { getSite } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { JsonLd } from '@/app/_seo/json-ld';
import { pageMetadata } from '@/app/_seo/page-metadata';
import { storesData } from '@/app/_seo/structured-data';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveRouteLocale(params);
  const [t, tMetadata, site] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getSite(),
  ]);
  const description = tMetadata('contact', { brand: site.brandName[locale] });
  return pageMetadata({ locale, path: contactPath, title: t('title'), description });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveRouteLocale(params);
  const stores = await storesData(locale);
  return (
    <>
      {stores.map((store, index) => (
        <JsonLd key={index} data={store} />
      ))}
      <ContactDetails locale={locale} />
    </>
  );
}
