import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFoundPath } from '@/app/_addresses';
import { NotFoundMessage } from '@/app/_components/layout/not-found-message';
import { SiteFooter } from '@/app/_components/layout/site-footer';
import { SiteHeader } from '@/app/_components/layout/site-header';
import { SkipLink } from '@/app/_components/layout/skip-link';
import { getSite } from '@/app/_content';
import { pageTitle, titleInEachLanguage } from '@/app/_seo/page-metadata';
import { resolveLocale } from '@/app/_i18n/locale';
import { routing, type Locale } from '@/app/_i18n/routing';
import { inlineScript } from '@/app/_pre-hydration/inline-script';
import { notFoundLocale } from '@/app/_pre-hydration/not-found-locale';
import { localeSettings, visitorLocale } from '@/app/_pre-hydration/visitor-locale';
import styles from './global-not-found.module.css';
import '@/app/_components/layout/global.css';
import { ApplicableDevice } from '@/app/_seo/applicable-device';

/** One text in each language, as the page carries every language until its script has picked one. */
async function inEachLocale(text: (locale: Locale) => Promise<string>): Promise<Record<Locale, string>> {
  const entries = await Promise.all(routing.locales.map(async (locale) => [locale, await text(locale)] as const));
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** Each language's title, as the locale layouts write a page's: "Page Not Found · Rongjin Silk". */
async function notFoundTitles(): Promise<Record<Locale, string>> {
  const site = await getSite();
  return inEachLocale(async (locale) =>
    pageTitle(site.brandName[locale], (await getTranslations({ locale, namespace: 'NotFound' }))('title')),
  );
}

/** Each language's skip link, as the locale layouts give every page one. */
const skipLinkTexts = () => inEachLocale(async (locale) => (await getTranslations({ locale, namespace: 'Layout' }))('skipToContent'));

/** Every language's title until the inline script has picked the visitor's. */
export async function generateMetadata(): Promise<Metadata> {
  // Next itself marks the page not found noindex.
  return { title: titleInEachLanguage(Object.values(await notFoundTitles())) };
}

/**
 * out/404.html, served by static hosts for every unknown address. One file serves both
 * languages: it carries both messages and an inline script shows the visitor's one
 * (without JavaScript both are shown).
 */
export default async function GlobalNotFound() {
  const [titles, skipLinks] = await Promise.all([notFoundTitles(), skipLinkTexts()]);
  return (
    <html lang={routing.defaultLocale} className={styles.document}>
      <head>
        <meta httpEquiv="content-language" content={routing.locales.join(', ')} />
        <ApplicableDevice />
        <script
          dangerouslySetInnerHTML={{
            __html: inlineScript(notFoundLocale, { ...localeSettings, titles, notFoundPath }, visitorLocale, resolveLocale),
          }}
        />
      </head>
      <body>
        {routing.locales.map((locale) => (
          <div key={locale} lang={locale} data-for-locale={locale}>
            <SkipLink>{skipLinks[locale]}</SkipLink>
          </div>
        ))}
        {routing.locales.map((locale) => (
          <SiteHeader key={locale} locale={locale} standalone />
        ))}
        <main id="main" tabIndex={-1}>
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
