import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { HOUSE_TIME_ZONE } from '@/app/_config/house-time';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: explicitLocale, requestLocale }) => {
  // Pages outside the locale segment (404.html, legacy addresses) name their locale explicitly.
  const requested = explicitLocale ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // The house's own: next-intl would otherwise ask Intl for the build machine's on every page.
    timeZone: HOUSE_TIME_ZONE,
  };
});
