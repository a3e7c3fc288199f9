/*
 * Scripts that must run before any bundle loads (a phone on a slow network should not wait for
 * React to learn where to go) are written as ordinary functions in this folder, and inlined into
 * the page as their own source text, called with their settings. So each such function may use
 * only its parameters and the browser's globals: nothing it imports, no async, no spread, nothing
 * for which the compiler would add a helper outside the function. The unit tests run each one
 * from the text a page carries, with nothing else in scope.
 */

/** What JSON carries unchanged: all a script can be given from the build. */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

type Helper = (...args: never[]) => unknown;

/**
 * The text of an inline script calling `script` with `settings` and then `helpers` (functions
 * under the same rule, passed by their source: `resolveLocale`, for instance). `<` is written as
 * \u003c, so no setting (a title from content) can close the script element.
 */
export function inlineScript<S extends Json, H extends Helper[]>(
  script: (settings: S, ...helpers: H) => void,
  settings: S,
  ...helpers: H
): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const text = `(${String(script)})(${[json, ...helpers.map(String)].join(',')});`;
  if (/<\/script|<!--/i.test(text))
    throw new Error(`the inline script ${script.name} holds </script or <!--, which would end or garble its <script> element`);
  return text;
}
