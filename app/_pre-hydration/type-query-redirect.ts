/**
 * In the browser (see inline-script.ts): filter addresses from before each type had its own
 * pages (/product/?type=stole) move on to the type's page before anything is drawn, keeping the
 * rest of the query (a campaign's tags) and the fragment. An inline script rather than a client
 * component: it must run on the first load only, and ships nothing to the other pages.
 */
export function typeQueryRedirect(settings: { typeIds: readonly string[] }): void {
  const query = new URLSearchParams(location.search);
  const type = query.get('type');
  if (type === null || !settings.typeIds.includes(type)) return;
  query.delete('type');
  const rest = query.toString();
  location.replace(`${location.pathname.replace(/[^/]*$/, '')}type/${type}/${rest ? `?${rest}` : ''}${location.hash}`);
}
