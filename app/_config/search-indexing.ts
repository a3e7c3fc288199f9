/**
 * `NOINDEX=true npm run build` exports a copy that search engines leave out, such as a staging
 * host's: otherwise it would compete in results with the public site, whose pages it repeats.
 * Every page says noindex; robots.txt also turns crawlers away, since Baidu heeds robots.txt
 * rather than the pages' own tag. Unset (or false) for the public site.
 */
export const keepOutOfSearch = parseSwitch(process.env.NOINDEX ?? '');

function parseSwitch(value: string): boolean {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`NOINDEX "${value}" is not true or false: write NOINDEX=true for a copy search engines leave out, or leave it unset`);
}
