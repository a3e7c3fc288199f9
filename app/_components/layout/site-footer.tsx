import { getTranslations } from 'next-intl/server';
import { getSite } from '../../_content';
import type { Locale } from '../../_i18n/routing';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [site, t, tNavigation] = await Promise.all([
    getSite(),
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Navigation' }),
  ]);
  return (
    <footer className="site-footer">
      <p>{t('copyright', { year: site.copyrightYear, brand: site.brandName[locale] })}</p>
      <p>
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
          <span className="visually-hidden">{t('icpLabel')}: </span>
          {/* The registration number is Chinese whatever the page's language, and read as such. */}
          <span lang="zh-CN">{site.icp}</span>
          <span className="visually-hidden"> {tNavigation('opensInNewTab')}</span>
        </a>
      </p>
    </footer>
  );
}
