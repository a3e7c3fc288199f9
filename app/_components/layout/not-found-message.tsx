import { getTranslations } from 'next-intl/server';
import { homePath, href, productListPath } from '@/app/_addresses';
import type { Locale } from '@/app/_i18n/routing';

/** Plain links: it is also rendered in 404.html, outside the locale layouts. */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="section narrow not-found" lang={locale} data-for-locale={locale}>
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <ul className="not-found__ways">
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
