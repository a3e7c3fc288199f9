import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from './_components/layout/not-found-message';
import { basePath } from './_config/base-path';
import { getSite } from './_content';
import { notFoundLocaleScript } from './_i18n/locale-script';
import { routing } from './_i18n/routing';
import './_components/layout/global.css';

async function notFoundTitles(): Promise<Record<string, string>> {
  const entries = routing.locales.map(async (locale) => [locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title')]);
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
  const [titles, site] = await Promise.all([notFoundTitles(), getSite()]);
  return (
    <html lang={routing.defaultLocale}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: notFoundLocaleScript(titles) }} />
      </head>
      <body>
        {/* The site's own header, in plain links: a visitor lost here finds the way on by brand or language. */}
        {await Promise.all(
          routing.locales.map(async (locale) => {
            const t = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
            const other = routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
            return (
              <header key={locale} className="site-header" lang={locale} data-for-locale={locale}>
                <a href={`${basePath}/${locale}/`} className="brand-mark">
                  {site.brandName[locale]}
                </a>
                <a href={`${basePath}/${other}/`} className="language-switcher" hrefLang={other} lang={other} aria-label={t('switchToLabel')}>
                  {t('switchTo')}
                </a>
              </header>
            );
          }),
        )}
        <main id="main">
          {routing.locales.map((locale) => (
            <NotFoundMessage key={locale} locale={locale} />
          ))}
        </main>
      </body>
    </html>
  );
}
