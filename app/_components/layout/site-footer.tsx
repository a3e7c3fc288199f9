import { getTranslations } from 'next-intl/server';
import { getSite } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { languageName } from '@/app/_lib/layout/language-name';
import { ExternalLink } from './external-link';
import styles from './site-footer.module.css';
import tapArea from './tap-area.module.css';

/** The footer of every page; `standalone` draws it for 404.html, which carries one per language, named by it. */
export async function SiteFooter({ locale, standalone = false }: { locale: Locale; standalone?: boolean }) {
  const [site, t] = await Promise.all([getSite(), getTranslations({ locale, namespace: 'Footer' })]);
  return (
    <footer
      className={`${styles.footer} ${tapArea.links}`}
      {...(standalone && { lang: locale, 'data-for-locale': locale, 'aria-label': languageName(locale) })}
    >
      <p>{t('copyright', { year: site.copyrightYear, brand: site.brandName[locale] })}</p>
      <p>
        <ExternalLink href="https://beian.miit.gov.cn/" locale={locale}>
          <span className="visually-hidden">{t('icpLabel')} </span>
          {/* The registration number is Chinese whatever the page's language, and read as such. */}
          <span lang="zh-CN">{site.icp}</span>
        </ExternalLink>
      </p>
    </footer>
  );
}
