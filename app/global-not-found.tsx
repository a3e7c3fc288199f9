import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from './_components/layout/not-found-message';
import { SiteFooter } from './_components/layout/site-footer';
import { SiteHeader } from './_components/layout/site-header';
import { getSite } from './_content';
import { notFoundLocaleScript } from './_i18n/locale-script';
import { routing } from './_i18n/routing';
import './_components/layout/global.css';

/** Each language's title, as the locale layouts write a page's: "Page Not Found · Rongjin Silk". */
async function notFoundTitles(): Promise<Record<string, string>> {
  const site = await getSite();
  const entries = routing.locales.map(async (locale) => {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return [locale, `${t('title')} · ${site.brandName[locale]}`];
  });
  return Object.fromEntries(await Promise.all(entries));
}

/** Every language's title until the inline script has picked the visitor's. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: Object.values(await notFoundTitles()).join(' · '), robots: { index: false } };
}

/**
 * out/404.html, served by static hosts for every unknown address. One file serves both
 * languages: it carries both messages and an inline script shows the visitor's one
 * (without JavaScript both are shown).
 */
export default async function GlobalNotFound() {
  const titles = await notFoundTitles();
  return (
    <html lang={routing.defaultLocale}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: notFoundLocaleScript(titles) }} />
      </head>
      <body>
        {routing.locales.map((locale) => (
          <SiteHeader key={locale} locale={locale} standalone />
        ))}
        <main id="main">
          {routing.locales.map((locale) => (
            <NotFoundMessage key={locale} locale={locale} />
          ))}
        </main>
        {routing.locales.map((locale) => (
          <SiteFooter key={locale} locale={locale} standalone />
        ))}
      </body>
    </html>
  );
}
