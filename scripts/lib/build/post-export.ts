import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import {
  adminPath,
  exportedFile,
  localePath,
  nextNotFoundPath,
  notFoundFile,
  notFoundPath,
  productPath,
  productPicturesPath,
  searchPath,
  siteAddresses,
} from '@/app/_addresses/site-addresses';
import { LEGACY_PRODUCT_TEMPLATE_SKU } from '@/app/_config/legacy-pages';
import { ADMIN_FOLDER, ADMIN_HEADERS, SECURITY_HEADERS } from '@/app/_config/http-headers';
import { PRODUCT_IMAGES_FOLDER } from '@/app/_config/product-images';
import { SEARCH_INDEX_FOLDER } from '@/app/_config/search';
import { routing } from '@/app/_i18n/routing';
import { withContentSecurityPolicy } from './csp';
import { cacheControlOf } from '../releases/content-named';

/**
 * What the export's pages need before they are published, done in the staging folder: the legacy
 * address of each product (`skus`, written from the one page Next rendered for all), and each
 * page's Content-Security-Policy. Returns the number of pages given a policy.
 */
export async function finishExport(folder: string, { skus }: { skus: readonly string[] }): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  // The CMS's page carries its own, wider policy (scripts/lib/cms/admin.ts): a second one would cut it down.
  const admin = path.join(folder, ADMIN_FOLDER);
  const pages = entries.filter(
    (entry) =>
      entry.isFile() && entry.name.endsWith('.html') && entry.parentPath !== admin && !entry.parentPath.startsWith(`${admin}${path.sep}`),
  );
  const legacyTemplate = path.dirname(path.join(folder, exportedFile(productPath(LEGACY_PRODUCT_TEMPLATE_SKU))));
  const searchPages = new Set(routing.locales.map((locale) => path.join(folder, exportedFile(localePath(locale, searchPath)))));
  // A few pages at a time: thousands at once would hold every page in memory together.
  const concurrency = 16;
  await pMap(
    pages,
    async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const html = await readFile(file, 'utf8');
      if (entry.parentPath !== legacyTemplate)
        return writeFile(file, withContentSecurityPolicy(html, { webAssembly: searchPages.has(file) }));
      // Only the HTML: no link of the site leads to a legacy address, so their navigation files are
      // never asked for. Each page has its own policy: its inline scripts name its sku.
      await pMap(
        skus,
        async (sku) => {
          const legacyPage = path.join(folder, productPath(sku), entry.name);
          await mkdir(path.dirname(legacyPage), { recursive: true });
          await writeFile(legacyPage, withContentSecurityPolicy(html.replaceAll(LEGACY_PRODUCT_TEMPLATE_SKU, sku)));
        },
        { concurrency },
      );
    },
    { concurrency },
  );
  await rm(legacyTemplate, { recursive: true, force: true });
  return pages.length - 1 + skus.length;
}

/**
 * The files static hosts read (_headers, _redirects, .nojekyll), written last, once the export
 * holds every file it will publish, those kept from earlier releases (./releases/) included.
 */
export async function writeHostFiles(folder: string, { basePath, keepOutOfSearch }: { basePath: string; keepOutOfSearch: boolean }) {
  const entries = (name: string) => readdir(path.join(folder, name), { withFileTypes: true });
  const topLevel = await entries('');
  const mixed = new Map(await Promise.all(MIXED_FOLDERS.map(async (name) => [name, await entries(name)] as const)));
  await writeFile(path.join(folder, '_headers'), headersFile(topLevel, mixed, { basePath, keepOutOfSearch }));
  await writeFile(path.join(folder, '_redirects'), redirectsFile(basePath));
  // GitHub Pages would otherwise skip _next/, as it skips every folder starting with an underscore.
  await writeFile(path.join(folder, '.nojekyll'), '');
}

/** Folders whose files are all named by their content (./releases/content-named.ts). */
const HASHED_FOLDERS = ['/_next/static/', productPicturesPath];
/** Folders whose files are partly named by their content: each of their entries has a rule of its own. */
const MIXED_FOLDERS = [ADMIN_FOLDER, SEARCH_INDEX_FOLDER];
/**
 * Next's exports of the page not found beside 404.html, and each language's, which must not answer
 * 200: crawlers would index them. 404.html speaks the language of an address's prefix.
 */
export const NOT_FOUND_FOLDERS = [notFoundPath, nextNotFoundPath, ...routing.locales.map((locale) => localePath(locale, notFoundPath))];

type Entry = { name: string; isDirectory(): boolean };

/**
 * out/_headers for Netlify and Cloudflare Pages. Both merge the headers of every rule that matches,
 * so Cache-Control is given once per file or folder, as cacheControlOf says.
 */
function headersFile(
  topLevel: Entry[],
  mixed: ReadonlyMap<string, Entry[]>,
  { basePath, keepOutOfSearch }: { basePath: string; keepOutOfSearch: boolean },
): string {
  // A copy kept out of search says so on every response, pictures included.
  const everyResponse = { ...SECURITY_HEADERS, ...(keepOutOfSearch && { 'X-Robots-Tag': 'noindex' }) };
  const security = Object.entries(everyResponse).map(([name, value]) => `  ${name}: ${value}`);
  const { siteHref } = siteAddresses(basePath);
  const rule = (pattern: string, lines: string[]) => [siteHref(pattern), ...lines].join('\n');
  // A folder's rule covers its files: its cache is that of a file in it.
  const patternOf = (parent: string, entry: Entry) => `${parent}${entry.name}${entry.isDirectory() ? '/*' : ''}`;
  const cacheOf = (pattern: string) => cacheControlOf(pattern.slice(1).replace(/\*$/, 'file'));
  const perEntry = [
    ...topLevel
      .filter((entry) => !['_next', PRODUCT_IMAGES_FOLDER, ...MIXED_FOLDERS].includes(entry.name))
      .map((entry) => patternOf('/', entry)),
    ...[...mixed].flatMap(([folder, entries]) => entries.map((entry) => patternOf(`/${folder}/`, entry))),
  ];
  // The CMS's own values replace the site's. Cloudflare Pages would join both values of a header
  // into one (an invalid policy) unless told to detach the inherited one (`! Name`); Netlify
  // ignores that line, which has no colon, and lets the later rule's value win.
  const adminHeaders = Object.entries(ADMIN_HEADERS).flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`]);
  const cacheRule = (pattern: string) => rule(pattern, [`  Cache-Control: ${cacheOf(pattern)}`]);
  return (
    [
      rule('/*', security),
      rule(`${adminPath}*`, adminHeaders),
      ...HASHED_FOLDERS.map((folder) => cacheRule(`${folder}*`)),
      ...['/', ...MIXED_FOLDERS.map((folder) => `/${folder}/`), ...perEntry].map(cacheRule),
    ].join('\n\n') + '\n'
  );
}

/**
 * out/_redirects for Netlify: its rules can answer with the status 404 and the page not found,
 * even where a file exists (`!`). Cloudflare Pages reads the file too but knows no 404 rule, and
 * skips these lines. Under a base path, where Netlify finds no 404.html at the root of what it
 * publishes, a last rule gives every address no file answers the site's own page not found.
 */
function redirectsFile(basePath: string): string {
  const { siteHref } = siteAddresses(basePath);
  const notFound = siteHref(notFoundFile);
  const rules = NOT_FOUND_FOLDERS.map((folder) => `${siteHref(`${folder}*`)} ${notFound} 404!`);
  if (basePath) rules.push(`${siteHref('/*')} ${notFound} 404`);
  return rules.join('\n') + '\n';
}
