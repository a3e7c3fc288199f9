import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { InPageLinkHistory } from '@/app/_components/layout/in-page-link-history';
import { NavigationStatus } from '@/app/_components/layout/navigation-status';
import { ScreenMessagesProvider } from '@/app/_components/layout/screen-messages';
import { SiteFooter } from '@/app/_components/layout/site-footer';
import { SiteHeader } from '@/app/_components/layout/site-header';
import { basePath } from '@/app/_config/base-path';
import { getSite } from '@/app/_content';
import { pageTitle } from '@/app/_seo/page-metadata';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { routing } from '@/app/_i18n/routing';
import { SkipLink } from '@/app/_components/layout/skip-link';
import '@/app/_components/layout/global.css';
import { ApplicableDevice } from '@/app/_seo/applicable-device';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await resolveRouteLocale(params);
  const [site, t] = await Promise.all([getSite(), getTranslations({ locale, namespace: 'Metadata' })]);
  const brand = site.brandName[locale];
  // Every page sets its own description, canonical address and cards (app/_seo/page-metadata.ts).
  return { title: { template: pageTitle(brand, '%s'), default: brand }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'Layout' }), getMessages({ locale })]);
  return (
    <html lang={locale}>
      <head>
        {/* Baidu reads the page's language here rather than from hreflang. */}
        <meta httpEquiv="content-language" content={locale} />
        <ApplicableDevice />
      </head>
      <body>
        {/* Client islands get their strings as props, but for the loading and error screens, which have none. */}
        <ScreenMessagesProvider messages={{ Errors: messages.Errors, Loading: messages.Loading }}>
          <SkipLink>{t('skipToContent')}</SkipLink>
          <InPageLinkHistory />
          <NavigationStatus basePath={basePath}>
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter locale={locale} />
          </NavigationStatus>
        </ScreenMessagesProvider>
      </body>
    </html>
  );
}
