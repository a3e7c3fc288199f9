import type { resolveLocale } from '@/app/_i18n/locale';
import type { LocaleSettings, visitorLocale } from './visitor-locale';

/**
 * In the browser (see inline-script.ts): chooses the language of 404.html, the locale prefix of
 * the requested address, else the visitor's locale. An address whose locale is written in
 * another case goes on to the same address with the locale as written. Marks <html> so that CSS
 * shows that language's message only, and keeps the title in that language (hydration would put
 * back the two-language title of the build). Its language link, like the site's switcher, remembers the
 * choice and moves to the same address in the other language (`/zh-CN/x/` to `/en-US/x/`);
 * without script it leads home. The export writes the same file to 404/index.html, so it also
 * serves the legacy address /404/, which it moves on to /<locale>/404/ like every other legacy
 * address.
 */
export function notFoundLocale(
  settings: LocaleSettings & { titles: Record<string, string>; notFoundPath: string },
  findLocale: typeof visitorLocale,
  resolve: typeof resolveLocale,
): void {
  const path = location.pathname.slice(settings.basePath.length);
  const roots = settings.localeRoots;
  // The locale whose root the address starts with, if any: `/silk/zh-CN/x/` is under `/silk/zh-CN`.
  const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);
  const prefix = settings.locales.find((candidate) => under(location.pathname, roots[candidate]!));
  // A locale typed in other letters' case (`/zh-cn/x/`) names the same page: the address meant is opened.
  const miscased = prefix
    ? undefined
    : settings.locales.find((candidate) => under(location.pathname.toLowerCase(), roots[candidate]!.toLowerCase()));
  if (miscased) {
    location.replace(`${roots[miscased]}${location.pathname.slice(roots[miscased]!.length)}${location.search}${location.hash}`);
    return;
  }
  const locale = prefix ?? findLocale(settings, resolve);
  if (path === settings.notFoundPath || `${path}/` === settings.notFoundPath) {
    location.replace(`${roots[locale]}${settings.notFoundPath}${location.search}${location.hash}`);
    return;
  }
  const html = document.documentElement;
  html.lang = locale;
  html.setAttribute('data-locale', locale);
  const title = settings.titles[locale];
  const keepTitle = () => {
    if (title !== undefined && document.title !== title) document.title = title;
  };
  keepTitle();
  new MutationObserver(keepTitle).observe(document.head, { subtree: true, childList: true, characterData: true });
  document.addEventListener('click', (event) => {
    // The language link is the header's one link that names the language it leads to.
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('header a[hreflang]') : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    try {
      localStorage.setItem(settings.storageKey, link.hreflang);
    } catch {
      // Storage refused: the choice is not remembered, but the visitor still moves on.
    }
    event.preventDefault();
    const rest = prefix ? location.pathname.slice(roots[prefix]!.length) : path;
    // Before any bundle, on a page outside the app's router: there is no router to ask.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    location.href = `${roots[link.hreflang]}${rest}${location.search}${location.hash}`;
  });
}
