import { getTranslations } from 'next-intl/server';
import { getSite } from '../../_content';
import { Link } from '../../_i18n/navigation';
import type { Locale } from '../../_i18n/routing';
import { routing } from '../../_i18n/routing';
import { LanguageSwitcher } from './language-switcher';
import { MenuToggle } from './menu-toggle';

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
      <MenuToggle label={t('menu')}>
        <nav aria-label={t('label')} className="site-nav">
          <ul>
            <li>
              <Link href="/product/" locale={locale}>{t('product')}</Link>
            </li>
            <li>
              <Link href="/about/" locale={locale}>{t('about')}</Link>
            </li>
            <li>
              <a href={site.shopUrl} target="_blank" rel="noopener noreferrer">
                {t('shop')}
                <span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
            </li>
            <li>
              <Link href="/contact/" locale={locale}>{t('contact')}</Link>
            </li>
          </ul>
        </nav>
      </MenuToggle>
      <LanguageSwitcher
        locale={locale}
        targetLocale={otherLocale}
        text={tSwitcher('switchTo')}
        label={tSwitcher('switchToLabel')}
      />
    </header>
  );
}
