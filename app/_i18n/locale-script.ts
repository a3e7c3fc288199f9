import { basePath } from '../_config/base-path';
import { LOCALE_STORAGE_KEY, resolveLocale } from './locale';
import { routing } from './routing';

/*
 * Inline scripts for the pages that exist outside a locale: they must decide before any bundle
 * loads (a phone on a slow network should not wait for React to learn where to go).
 */

const json = (value: unknown) => JSON.stringify(value);

/** A JavaScript expression giving the visitor's locale, by the same rule as `resolveLocale`. */
function visitorLocaleExpression(): string {
  const stored = `(function(){try{return localStorage.getItem(${json(LOCALE_STORAGE_KEY)})}catch(e){return null}})()`;
  const languages = `(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""])`;
  return `(${resolveLocale.toString()})(${stored},${languages},${json(routing.locales)},${json(routing.defaultLocale)})`;
}

/** Replaces a legacy address (e.g. `/product/x/`) by the same page under the visitor's locale. */
export function legacyRedirectScript(path: string): string {
  return `location.replace(${json(basePath + '/')}+${visitorLocaleExpression()}+${json(path)}+location.search+location.hash);`;
}

/**
 * Chooses the language of 404.html: the locale prefix of the requested address, else the
 * visitor's locale. Marks <html> so that CSS shows that language's message only.
 */
export function notFoundLocaleScript(titles: Record<string, string>): string {
  const segment = `location.pathname.slice(${json(basePath.length)}).split("/")[1]`;
  return `(function(){var s=${segment},l=${json(routing.locales)}.indexOf(s)>=0?s:${visitorLocaleExpression()},h=document.documentElement;h.lang=l;h.setAttribute("data-locale",l);document.title=${json(titles)}[l];})();`;
}
