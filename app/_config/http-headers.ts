/*
 * The HTTP headers every response of the site should carry, for the hosts that let us set them:
 * scripts/build.ts writes them to out/_headers (Netlify, Cloudflare Pages) and deploy/nginx.conf
 * sets the same by hand; the end-to-end tests compare what nginx sends with this list.
 */

/** Security headers for every response, errors included. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // What a <meta> cannot say; script-src is per page, in each page's own <meta> (scripts/lib/build/csp.ts).
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** The folder of the editors' CMS (scripts/lib/cms/admin.ts): /admin/. */
export const ADMIN_FOLDER = 'admin';
/** The CMS's page and its configuration: the files of /admin/ not named by their content. */
export const ADMIN_PAGE_FILE = 'index.html';
export const ADMIN_CONFIG_FILE = 'config.yml';

/**
 * What /admin/ sends instead of SECURITY_HEADERS' value: the CMS signs editors in to GitHub in a
 * popup, which hands the token back through `window.opener`, and `same-origin` would cut that link.
 * The page still cannot be opened by another site's window and reached from it.
 */
export const ADMIN_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
} as const satisfies Partial<Record<keyof typeof SECURITY_HEADERS, string>>;

/** Files named by their content hash (scripts/lib/releases/content-named.ts): a browser may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * Everything else may change with any build: browsers and CDNs keep it but ask again each time.
 * `no-transform` is HTTP's word that no proxy may rewrite it: Baidu's mobile transcoding and
 * carriers' proxies would otherwise change the inline scripts whose hashes each page's
 * Content-Security-Policy allows.
 */
export const REVALIDATE_CACHE = 'no-cache, no-transform';
