/** Each type's list in the page's locale (its href), by the type's id. */
export type TypeQuerySettings = { lists: Record<string, string> };

/**
 * In the browser (see inline-script.ts): filter addresses from before each type had its own
 * pages (/product/?type=stole) move on to the type's page before the list is drawn (the script
 * runs once the style sheets have come, as the page's first paint waits for them too), keeping
 * the rest of the query (a campaign's tags) and the fragment. An inline script rather than a client
 * component: it must run on the first load only, and ships nothing to the other pages.
 */
export function typeQueryRedirect(settings: TypeQuerySettings): void {
  const query = new URLSearchParams(location.search);
  const type = query.get('type');
  // Own keys only: ?type=constructor names no type.
  if (type === null || !Object.prototype.hasOwnProperty.call(settings.lists, type)) return;
  query.delete('type');
  const rest = query.toString();
  location.replace(`${settings.lists[type]}${rest ? `?${rest}` : ''}${location.hash}`);
}
