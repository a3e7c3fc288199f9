/*
 * The site's addresses in this build: under its base path (BASE_PATH), and as absolute URLs from
 * its origin. Their shapes are in site-addresses.ts, which client components import instead:
 * this file reads the content (the origin) and the environment.
 */
// It reads the content and the environment: a client component that imports it fails the build.
import 'server-only';
import { basePath } from '@/app/_config/base-path';
import { readEnv } from '@/app/_config/env';
import type { Locale } from '@/app/_config/locales';
import { getSite } from '@/app/_content';
import { siteAddresses } from './site-addresses';

export * from './site-addresses';

export const { siteHref, href, productPictureHref, productPictureSrcSet, productImageSrc, searchResultImageSrc, scriptAddresses } =
  siteAddresses(basePath);

/**
 * The site's public origin: SITE_URL when set (a staging host, say), else `siteUrl` from
 * content/site.yaml. Absolute links (canonical, alternates, sitemap, cards) start with it.
 */
async function getSiteOrigin(): Promise<string> {
  return readEnv('SITE_URL') ?? new URL((await getSite()).siteUrl).origin;
}

/** The absolute URL of an href, which already carries the base path (a picture's, say). */
export async function hrefUrl(address: string): Promise<string> {
  return `${await getSiteOrigin()}${address}`;
}

/** The absolute URL of an address outside the locales (`/sitemap.xml`), including the base path. */
export const absoluteUrl = (path: string) => hrefUrl(siteHref(path));

/** A page's absolute URL in `locale`, e.g. https://www.rongjin-silk.com/zh-CN/about/. */
export const localeUrl = (locale: Locale, path: string) => hrefUrl(href(locale, path));
