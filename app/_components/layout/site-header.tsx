import { getTranslations } from 'next-intl/server';
import { getSite } from '../../_content';
import { Link } from '../../_i18n/navigation';
import type { Locale } from '../../_i18n/routing';
import { routing } from '../../_i18n/routing';
import { ExternalLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import { MenuPanel } from './menu-panel';
import { NavLink } from './nav-link';

const MENU_ID = 'site-menu';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [site, t, tSwitcher] = await Promise.all([
    getSite(),
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'LanguageSwitcher' }),
  ]);
  const otherLocale = routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
  return (
    <header className="site-header">
      <Link href="/" className="brand-mark" locale={locale}>
        {site.brandName[locale]}
      </Link>
      {/* Shown at phone width only; Menu, then the language, is also the order they are seen in. */}
      <button type="button" className="menu__button" popoverTarget={MENU_ID}>
        {t('menu')}
      </button>
      <MenuPanel id={MENU_ID}>
        <nav aria-label={t('label')} className="site-nav">
          <ul>
            <li>
              <NavLink href="/product/" locale={locale}>{t('product')}</NavLink>
            </li>
            <li>
              <NavLink href="/about/" locale={locale}>{t('about')}</NavLink>
            </li>
            <li>
              <ExternalLink href={site.shopUrl} locale={locale}>
                {t('shop')}
              </ExternalLink>
            </li>
            <li>
              <NavLink href="/contact/" locale={locale}>{t('contact')}</NavLink>
            </li>
          </ul>
        </nav>
      </MenuPanel>
      <LanguageSwitcher
        locale={locale}
        targetLocale={otherLocale}
        text={tSwitcher('switchTo')}
        label={tSwitcher('switchToLabel')}
      />
    </header>
  );
}
