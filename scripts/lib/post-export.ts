import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import {
  adminPath,
  exportedFile,
  localePath,
  productPath,
  productPicturesPath,
  searchPath,
  siteAddresses,
} from '@/app/_addresses/site-addresses';
import { LEGACY_PRODUCT_TEMPLATE_SKU } from '@/app/_config/legacy-pages';
import { ADMIN_FOLDER, ADMIN_HEADERS, IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS } from '@/app/_config/http-headers';
import { PRODUCT_IMAGES_FOLDER } from '@/app/_config/product-images';
import { routing } from '@/app/_i18n/routing';
import { withContentSecurityPolicy } from './csp';

/**
 * What the export needs before it is published, done in the staging folder: the legacy address
 * of each product (`skus`, written from the one page Next rendered for all), each page's
 * Content-Security-Policy, and the files static hosts read (_headers, .nojekyll).
 * Returns the number of pages given a policy.
 */
export async function finishExport(
  folder: string,
  { basePath, skus, keepOutOfSearch }: { basePath: string; skus: readonly string[]; keepOutOfSearch: boolean },
): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  // The CMS's page carries its own, wider policy (scripts/lib/admin.ts): a second one would cut it down.
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
  const topLevel = entries.filter((entry) => entry.parentPath === folder);
  await writeFile(path.join(folder, '_headers'), headersFile(topLevel, basePath, keepOutOfSearch));
  // GitHub Pages would otherwise skip _next/, as it skips every folder starting with an underscore.
  await writeFile(path.join(folder, '.nojekyll'), '');
  return pages.length - 1 + skus.length;
}

/** Folders whose files are named by their content hash. */
const HASHED_FOLDERS = ['/_next/static/', productPicturesPath];

/**
 * out/_headers for Netlify and Cloudflare Pages. Both merge the headers of every rule that matches,
 * so Cache-Control is given once per top-level entry: a year for hashed files, revalidation elsewhere.
 */
function headersFile(topLevel: { name: string; isDirectory(): boolean }[], basePath: string, keepOutOfSearch: boolean): string {
  // A copy kept out of search says so on every response, pictures included.
  const everyResponse = { ...SECURITY_HEADERS, ...(keepOutOfSearch && { 'X-Robots-Tag': 'noindex' }) };
  const security = Object.entries(everyResponse).map(([name, value]) => `  ${name}: ${value}`);
  const { siteHref } = siteAddresses(basePath);
  const rule = (pattern: string, lines: string[]) => [siteHref(pattern), ...lines].join('\n');
  const revalidated = topLevel
    .filter((entry) => !['_next', PRODUCT_IMAGES_FOLDER].includes(entry.name))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));
  // The CMS's own values replace the site's. Cloudflare Pages would join both values of a header
  // into one (an invalid policy) unless told to detach the inherited one (`! Name`); Netlify
  // ignores that line, which has no colon, and lets the later rule's value win.
  const adminRule = `${adminPath}*`;
  const adminHeaders = Object.entries(ADMIN_HEADERS).flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`]);
  return (
    [
      rule('/*', security),
      ...HASHED_FOLDERS.map((folder) => rule(`${folder}*`, [`  Cache-Control: ${IMMUTABLE_CACHE}`])),
      ...['/', ...revalidated].map((pattern) =>
        rule(pattern, [`  Cache-Control: ${REVALIDATE_CACHE}`, ...(pattern === adminRule ? adminHeaders : [])]),
      ),
    ].join('\n\n') + '\n'
  );
}
