/** Where the legacy site kept the visitor's choice; kept so returning visitors keep their language. */
export const LOCALE_STORAGE_KEY = 'umi_locale';

const LOCALE_CODE = /^[a-z]{2}([-_][A-Z]{2})?$/;

/**
 * The legacy `setLocale` helper: validates the code with the legacy rule and remembers the choice.
 * Underscores are stored as hyphens, the separator the rest of the site uses.
 */
export function setLocale(code: string, storage?: Pick<Storage, 'setItem'>): string {
  if (!LOCALE_CODE.test(code)) throw new Error('setLocale lang format error');
  const normalised = code.replace('_', '-');
  try {
    (storage ?? window.localStorage).setItem(LOCALE_STORAGE_KEY, normalised);
  } catch {
    // Storage refused (blocked cookies, some private modes, a full quota): the choice is not
    // remembered, but the visitor still moves to the other language.
  }
  return normalised;
}

/**
 * Picks the locale for a visitor who arrived without one in the path, in the legacy order:
 * the stored choice (when it is a supported locale), then the browser's languages by primary
 * subtag (any `zh*` is `zh-CN`), then the configured default, then `en-US`.
 *
 * It must reference nothing outside its own body: it is also serialised into the inline script
 * of the legacy addresses and the 404 page, which run before any bundle loads (app/_pre-hydration/).
 */
export function resolveLocale(
  stored: string | null,
  browserLanguages: readonly string[],
  locales: readonly string[],
  defaultLocale: string,
): string {
  const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];
  if (stored && locales.includes(stored.replace('_', '-'))) return stored.replace('_', '-');
  for (const language of browserLanguages) {
    const match = locales.find((locale) => primary(locale) === primary(language));
    if (match) return match;
  }
  return locales.includes(defaultLocale) ? defaultLocale : 'en-US';
}
