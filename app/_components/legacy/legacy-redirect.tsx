import { getTranslations } from 'next-intl/server';
import { href } from '@/app/_addresses';
import { resolveLocale } from '@/app/_i18n/locale';
import { routing } from '@/app/_i18n/routing';
import { inlineScript } from '@/app/_pre-hydration/inline-script';
import { legacyRedirect } from '@/app/_pre-hydration/legacy-redirect';
import { localeSettings, visitorLocale } from '@/app/_pre-hydration/visitor-locale';
import { languageAlternates } from '@/app/_seo/page-metadata';
import section from '@/app/_components/layout/section.module.css';

/**
 * A legacy address (from before the locale prefix): `path`, the page's path under each locale. The inline script moves on at once to the
 * same page in the visitor's locale, keeping query and hash; without JavaScript the visitor
 * picks a language from the links, and a crawler that followed an old link learns from the
 * alternates that both lead to the same page, with the same x-default as theirs (app/_seo/page-metadata.ts).
 */
export async function LegacyRedirect({ path }: { path: string }) {
  const [choices, alternates] = await Promise.all([
    Promise.all(routing.locales.map(async (locale) => ({ locale, t: await getTranslations({ locale, namespace: 'Legacy' }) }))),
    languageAlternates(path),
  ]);
  return (
    <>
      {/* React puts these in the head. */}
      {Object.entries(alternates).map(([language, url]) => (
        <link key={language} rel="alternate" hrefLang={language} href={url} />
      ))}
      <script
        dangerouslySetInnerHTML={{ __html: inlineScript(legacyRedirect, { ...localeSettings, path }, visitorLocale, resolveLocale) }}
      />
      <main id="main" className={`${section.section} ${section.narrow}`}>
        {choices.map(({ locale, t }) => (
          <section key={locale} lang={locale}>
            <h1>{t('title')}</h1>
            <p>
              {t('message')}{' '}
              <a href={href(locale, path)} hrefLang={locale}>
                {t('language')}
              </a>
            </p>
          </section>
        ))}
      </main>
    </>
  );
}
