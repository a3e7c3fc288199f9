import { spawnSync } from 'node:child_process';
import { writePaginatedContent } from '@/tests/fixtures/paginated-content';

/** Where the end-to-end tests find each server, and the extra builds some of them serve. */

/** The exported site, served as any static host would serve it (never the dev server). */
export const PORT = 4173;
/** The site built from content whose texts try to run code (tests/e2e/hostile-markdown.spec.ts). */
export const HOSTILE_PORT = 4174;
/** out/ served by nginx with deploy/nginx.conf over HTTPS (tests/e2e/nginx.spec.ts)… */
export const NGINX_PORT = 4175;
/** …and its plain HTTP server, which moves every request to HTTPS. */
export const NGINX_HTTP_PORT = 4177;
/** The site built for, and served under, a base path (tests/e2e/base-path.spec.ts). */
export const BASE_PATH_PORT = 4176;

/** Built from tests/fixtures/content/hostile, whose texts try every usual way of running code. */
export const HOSTILE_BUILD = {
  outDir: 'out.hostile-markdown',
  env: { CONTENT_DIR: 'tests/fixtures/content/hostile' },
};

/**
 * Built to be served under a sub-folder (scripts/lib/serving/static-server.ts serves it there), for
 * another host than siteUrl in content/site.yaml and kept out of search, as a staging copy, and
 * from a copy of content/ with one product a page, so that every list paginates
 * (tests/e2e/pagination.spec.ts).
 */
export const BASE_PATH = '/silk';
export const STAGING_SITE_URL = 'https://staging.rongjin-silk.example';
export const BASE_PATH_PRODUCTS_PER_PAGE = 1;
export const BASE_PATH_BUILD = {
  outDir: `out.base-path${BASE_PATH}`,
  contentDir: 'out.base-path.content',
  env: { BASE_PATH, SITE_URL: STAGING_SITE_URL, NOINDEX: 'true', CONTENT_DIR: 'out.base-path.content' },
};

/** Makes one of the builds above, into its folder. */
export async function buildVariant(build: typeof HOSTILE_BUILD | typeof BASE_PATH_BUILD): Promise<void> {
  if ('contentDir' in build) await writePaginatedContent(build.contentDir, BASE_PATH_PRODUCTS_PER_PAGE);
  const { status } = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: build.outDir, ...build.env },
  });
  if (status !== 0) throw new Error(`The build into ${build.outDir} failed (exit status ${status}).`);
}
