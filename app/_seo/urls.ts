import { basePath } from '@/app/_config/base-path';
import { readEnv } from '@/app/_config/env';
import { getSite } from '@/app/_content';

/**
 * The site's public origin: SITE_URL when set (a staging host, say), else `siteUrl` from
 * content/site.yaml. Absolute links (canonical, alternates, sitemap, cards) start with it.
 */
export async function getSiteOrigin(): Promise<string> {
  return readEnv('SITE_URL') ?? new URL((await getSite()).siteUrl).origin;
}

/** The absolute address of a path of the site (`/en-US/about/`), including the base path. */
export async function absoluteUrl(path: string): Promise<string> {
  return `${await getSiteOrigin()}${basePath}${path}`;
}
