import type { Locale } from '@/app/_i18n/routing';

/**
 * A locale's language named in itself ("English", "中文"), by the platform's own data: it names the
 * landmarks of 404.html, which carries one header and one footer per language.
 */
export const languageName = (locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(new Intl.Locale(locale).language) ?? locale;
