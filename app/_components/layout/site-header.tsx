import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { aboutPath, contactPath, homePath, href, productListPath, searchPath } from '@/app/_addresses';
import { PlainSelectionLink } from '@/app/_components/selection/plain-selection-link';
import { SelectionLink } from '@/app/_components/selection/selection-link';
import { getSite } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { routing } from '@/app/_i18n/routing';
import { languageName } from '@/app/_lib/layout/language-name';
import { ExternalLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import { Link } from './link';
import { MenuPanel } from './menu-panel';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';

const MENU_ID = 'site-menu';

/** A link to one of the site's pages in `locale`, with no script: for 404.html. */
function PlainLink({ href: path, locale, children }: { href: string; locale: Locale; children: ReactNode }) {
  return <a href={href(locale, path)}>{children}</a>;
}

/**
 * The header of every page. `standalone` draws it for 404.html, which lies outside the locale
 * layouts and carries a header per language, named by it: plain links (the selection's with the
 * saved count of every page's), and a language link that its inline script follows
 * (app/_pre-hydration/not-found-locale.ts).
 */
export async function SiteHeader({ locale, standalone = false }: { locale: Locale; standalone?: boolean }) {
  const [site, t, tSwitcher, tSearch, tSelection] = await Promise.all([
    getSite(),
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'LanguageSwitcher' }),
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Selection' }),
  ]);
  const otherLocale = routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
  const menuId = standalone ? `${MENU_ID}-${locale}` : MENU_ID;
  const SiteLink = standalone ? PlainLink : NavLink;
  const HeaderSelectionLink = standalone ? PlainSelectionLink : SelectionLink;
  const navigation = (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        <li>
          <SiteLink href={productListPath({})} locale={locale}>
            {t('product')}
          </SiteLink>
        </li>
        <li>
          <SiteLink href={aboutPath} locale={locale}>
            {t('about')}
          </SiteLink>
        </li>
        <li>
          <ExternalLink href={site.shopUrl} locale={locale}>
            {t('shop')}
          </ExternalLink>
        </li>
        <li>
          <SiteLink href={contactPath} locale={locale}>
            {t('contact')}
          </SiteLink>
        </li>
      </ul>
    </nav>
  );
  return (
    <header className={styles.header} {...(standalone && { lang: locale, 'data-for-locale': locale, 'aria-label': languageName(locale) })}>
      {standalone ? (
        <a href={href(locale, homePath)} className={styles.brandMark}>
          {site.brandName[locale]}
        </a>
      ) : (
        <Link href={homePath} className={styles.brandMark} locale={locale}>
          {site.brandName[locale]}
        </Link>
      )}
      {/* Shown at phone width only; Menu, then the language, is also the order they are seen in. */}
      <button type="button" className={styles.menuButton} popoverTarget={menuId}>
        {t('menu')}
      </button>
      <MenuPanel id={menuId} className={styles.menuPanel}>
        {navigation}
        {/* A plain form, with no script: it opens the search page with the query, where the results show as one types. */}
        <form role="search" action={href(locale, searchPath)} className={styles.search}>
          <input type="search" name="q" aria-label={tSearch('label')} placeholder={tSearch('submit')} enterKeyHint="search" />
          <button type="submit">{tSearch('submit')}</button>
        </form>
      </MenuPanel>
      <HeaderSelectionLink locale={locale} label={tSelection('link')} savedCount={tSelection.raw('savedCount') as string} />
      {standalone ? (
        <a
          href={href(otherLocale, homePath)}
          className={styles.languageSwitcher}
          hrefLang={otherLocale}
          lang={otherLocale}
          aria-label={tSwitcher('switchToLabel')}
        >
          {tSwitcher('switchTo')}
        </a>
      ) : (
        <LanguageSwitcher
          className={styles.languageSwitcher}
          locale={locale}
          targetLocale={otherLocale}
          text={tSwitcher('switchTo')}
          label={tSwitcher('switchToLabel')}
        />
      )}
    </header>
  );
}
