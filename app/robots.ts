import type { MetadataRoute } from 'next';
import { absoluteUrl, sitemapPath } from './_addresses';
import { keepOutOfSearch } from './_config/search-indexing';

export const dynamic = 'force-static';

/**
 * out/robots.txt: everything may be crawled, and the pages marked noindex (the test page, the page
 * not found, the search, the selection, the line sheets) keep out of results by it; a copy built
 * with NOINDEX=true turns every crawler away.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const rules = keepOutOfSearch ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' };
  return { rules, sitemap: await absoluteUrl(sitemapPath) };
}
