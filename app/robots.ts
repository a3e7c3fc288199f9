import type { MetadataRoute } from 'next';
import { absoluteUrl } from './_seo/urls';

export const dynamic = 'force-static';

/** out/robots.txt: everything may be crawled; /test/ and /404/ keep out of results by their noindex. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: await absoluteUrl('/sitemap.xml') };
}
