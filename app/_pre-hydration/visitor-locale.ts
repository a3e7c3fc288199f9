import { scriptAddresses, type ScriptAddresses } from '@/app/_addresses';
import { LOCALE_STORAGE_KEY, type resolveLocale } from '@/app/_i18n/locale';
import { routing } from '@/app/_i18n/routing';

/** What the scripts of the pages outside a locale need to know of the site's locales and their addresses. */
export type LocaleSettings = ScriptAddresses & {
  locales: readonly string[];
  defaultLocale: string;
  /** Where the visitor's choice of language is kept in localStorage. */
  storageKey: string;
};

/** This build's values, read as the page is rendered: the scripts are given them as JSON. */
export const localeSettings: LocaleSettings = {
  ...scriptAddresses,
  locales: routing.locales,
  defaultLocale: routing.defaultLocale,
  storageKey: LOCALE_STORAGE_KEY,
};

/**
 * In the browser (see inline-script.ts): the visitor's locale, by the rule of `resolveLocale`,
 * from the stored choice and the browser's languages.
 */
export function visitorLocale(settings: LocaleSettings, resolve: typeof resolveLocale): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(settings.storageKey);
  } catch {
    // Storage refused (blocked cookies, some private modes): as if nothing had been chosen.
  }
  const languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  return resolve(stored, languages, settings.locales, settings.defaultLocale);
}
