import { readEnv } from './env';

/**
 * `NOINDEX=true npm run build` exports a copy that search engines leave out, such as a staging
 * host's: otherwise it would compete in results with the public site, whose pages it repeats.
 * Every page says noindex; robots.txt also turns crawlers away, since Baidu heeds robots.txt
 * rather than the pages' own tag. Unset (or false) for the public site.
 */
export const keepOutOfSearch = readEnv('NOINDEX');
