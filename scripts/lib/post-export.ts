import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS } from '../../app/_config/http-headers';
import { PRODUCT_IMAGES_FOLDER } from '../../app/_config/product-images';
import { withContentSecurityPolicy } from './csp';
import { inlineOutlinedBoundaries } from './inline-boundaries';
import { writeLegacyProductPages } from './legacy-pages';

/**
 * What the export needs before it is published, done in the staging folder: the legacy address
 * of each product (`skus`), each page whole without JavaScript, with its Content-Security-Policy,
 * and the files static hosts read (_headers, .nojekyll).
 * Returns the number of pages given a policy.
 */
export async function finishExport(folder: string, basePath: string, skus: readonly string[]): Promise<number> {
  await writeLegacyProductPages(folder, skus);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  await Promise.all(
    pages.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const html = inlineOutlinedBoundaries(await readFile(file, 'utf8'), path.relative(folder, file));
      await writeFile(file, withContentSecurityPolicy(html));
    }),
  );
  const topLevel = entries.filter((entry) => entry.parentPath === folder);
  await writeFile(path.join(folder, '_headers'), headersFile(topLevel, basePath));
  // GitHub Pages would otherwise skip _next/, as it skips every folder starting with an underscore.
  await writeFile(path.join(folder, '.nojekyll'), '');
  return pages.length;
}

/** Folders whose files are named by their content hash. */
const HASHED_FOLDERS = ['/_next/static/', `/${PRODUCT_IMAGES_FOLDER}/`];

/**
 * out/_headers for Netlify and Cloudflare Pages. Both merge the headers of every rule that matches,
 * so Cache-Control is given once per top-level entry: a year for hashed files, revalidation elsewhere.
 */
function headersFile(topLevel: { name: string; isDirectory(): boolean }[], basePath: string): string {
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  const rule = (pattern: string, lines: string[]) => [`${basePath}${pattern}`, ...lines].join('\n');
  const revalidated = topLevel
    .filter((entry) => !['_next', PRODUCT_IMAGES_FOLDER].includes(entry.name))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));
  return [
    rule('/*', security),
    ...HASHED_FOLDERS.map((folder) => rule(`${folder}*`, [`  Cache-Control: ${IMMUTABLE_CACHE}`])),
    ...['/', ...revalidated].map((pattern) => rule(pattern, [`  Cache-Control: ${REVALIDATE_CACHE}`])),
  ].join('\n\n') + '\n';
}
