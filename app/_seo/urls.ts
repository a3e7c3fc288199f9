import { basePath } from '@/app/_config/base-path';
import { getSite } from '@/app/_content';

/**
 * The site's public origin: SITE_URL when set (a staging host, say), else `siteUrl` from
 * content/site.yaml. Absolute links (canonical, alternates, sitemap, cards) start with it.
 */
export async function getSiteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL;
  if (configured === undefined || configured === '') return new URL((await getSite()).siteUrl).origin;
  if (!URL.canParse(configured) || new URL(configured).protocol !== 'https:') {
    throw new Error(
      `SITE_URL "${configured}" is not an https address: write it like https://www.example.com, or leave it unset to use siteUrl from content/site.yaml`,
    );
  }
  return new URL(configured).origin;
}

/** The absolute address of a path of the site (`/en-US/about/`), including the base path. */
export async function absoluteUrl(path: string): Promise<string> {
  return `${await getSiteOrigin()}${basePath}${path}`;
}
