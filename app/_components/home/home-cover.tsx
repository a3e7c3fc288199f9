import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../_i18n/routing';

export async function HomeCover({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className="home-cover">
      <h1 className="home-cover__title">{t('coverTitle')}</h1>
      <p className="home-cover__subtitle">{t('coverSubtitle')}</p>
      <p className="home-banner">
        <span>{t('bannerLine1')}</span> <span className="home-banner__accent">{t('bannerLine2')}</span>
      </p>
    </section>
  );
}
