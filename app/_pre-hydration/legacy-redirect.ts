import type { resolveLocale } from '@/app/_i18n/locale';
import type { LocaleSettings, visitorLocale } from './visitor-locale';

/**
 * In the browser (see inline-script.ts): replaces a legacy address (e.g. `/product/x/`) by the
 * same page under the visitor's locale, keeping query and hash.
 */
export function legacyRedirect(
  settings: LocaleSettings & { path: string },
  findLocale: typeof visitorLocale,
  resolve: typeof resolveLocale,
): void {
  location.replace(`${settings.localeRoots[findLocale(settings, resolve)]}${settings.path}${location.search}${location.hash}`);
}
