import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '../../_components/contact/contact-details';
import { resolveRouteLocale } from '../../_i18n/params';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveRouteLocale(params);
  return { title: (await getTranslations({ locale, namespace: 'Contact' }))('title') };
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolveRouteLocale(params);
  return <ContactDetails locale={locale} />;
}
