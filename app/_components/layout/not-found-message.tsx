import { getTranslations } from 'next-intl/server';
import { homePath, href, productListPath } from '@/app/_addresses';
import type { Locale } from '@/app/_i18n/routing';
import styles from './not-found-message.module.css';
import section from './section.module.css';
import tapArea from './tap-area.module.css';

/** Plain links: it is also rendered in 404.html, outside the locale layouts. */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className={`${section.section} ${section.narrow}`} lang={locale} data-for-locale={locale}>
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <ul className={`${styles.ways} ${tapArea.links}`}>
        <li>
          <a href={href(locale, homePath)}>{t('backHome')}</a>
        </li>
        <li>
          <a href={href(locale, productListPath({}))}>{t('allProducts')}</a>
        </li>
      </ul>
    </section>
  );
}
