import { basePath } from '@/app/_config/base-path';
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
 * visitor's locale. Marks <html> so that CSS shows that language's message only, and keeps
 * the title in that language (hydration would put back the two-language title of the build).
 * Its language link, like the site's switcher, remembers the choice and moves to the same
 * address in the other language (`/zh-CN/x/` to `/en-US/x/`); without script it leads home.
 * The export writes the same file to 404/index.html, so it also serves the legacy address
 * /404/, which it moves on to /<locale>/404/ like every other legacy address.
 */
export function notFoundLocaleScript(titles: Record<string, string>): string {
  return `(function(){
var p=location.pathname.slice(${json(basePath.length)}),s=p.split("/")[1];
var l=${json(routing.locales)}.indexOf(s)>=0?s:${visitorLocaleExpression()};
if(p==="/404/"||p==="/404")return location.replace(${json(basePath + '/')}+l+"/404/"+location.search+location.hash);
var h=document.documentElement;h.lang=l;h.setAttribute("data-locale",l);
var t=${json(titles)}[l],keep=function(){if(document.title!==t)document.title=t};
keep();new MutationObserver(keep).observe(document.head,{subtree:true,childList:true,characterData:true});
document.addEventListener("click",function(e){
var a=e.target.closest&&e.target.closest("a.language-switcher");if(!a||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
try{localStorage.setItem(${json(LOCALE_STORAGE_KEY)},a.hreflang)}catch(x){}
e.preventDefault();location.href=${json(basePath + '/')}+a.hreflang+(s===l?p.slice(l.length+1):p)+location.search+location.hash;
});
})();`;
}
