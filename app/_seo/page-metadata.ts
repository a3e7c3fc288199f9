import type { Metadata } from 'next';
import { coverImages } from '@/app/_components/home/cover-images';
import { basePath } from '@/app/_config/base-path';
import { keepOutOfSearch } from '@/app/_config/search-indexing';
import { getSite } from '@/app/_content';
import { routing, type Locale } from '@/app/_i18n/routing';
import { absoluteUrl, getSiteOrigin } from './urls';

/** What search engines and link previews should know of one page. */
export type PageSeo = {
  locale: Locale;
  /** The page's path under its locale, e.g. `/about/`; the same in every locale. */
  path: string;
  /** The page's own title, which the brand follows; the home page has none but the brand. */
  title?: string;
  description: string;
  /** The picture of link previews (a path of the site); the locale's share picture when absent. */
  image?: { path: string; width: number; height: number; alt: string };
  /** Pages that must stay out of search results, such as /test/ and /404/. */
  noindex?: boolean;
};

/** The locale's address of a page, e.g. https://www.rongjin-silk.com/zh-CN/about/. */
export const localeUrl = (locale: Locale, path: string) => absoluteUrl(`/${locale}${path}`);

export async function pageMetadata({ locale, path, title, description, image, noindex }: PageSeo): Promise<Metadata> {
  const brand = (await getSite()).brandName[locale];
  const fullTitle = title ? `${title} · ${brand}` : brand;
  const languages = Object.fromEntries(
    await Promise.all(routing.locales.map(async (other) => [other, await localeUrl(other, path)] as const)),
  );
  const picture = image ?? shareImage(locale, brand);
  const images = [{ url: await pictureUrl(picture.path), width: picture.width, height: picture.height, alt: picture.alt }];
  return {
    title: title ?? { absolute: brand },
    description,
    alternates: {
      canonical: languages[locale],
      // Visitors whose language is not offered get the default locale.
      languages: { ...languages, 'x-default': languages[routing.defaultLocale] },
    },
    openGraph: {
      type: 'website',
      siteName: brand,
      title: fullTitle,
      description,
      url: languages[locale],
      locale: locale.replace('-', '_'),
      alternateLocale: routing.locales.filter((other) => other !== locale).map((other) => other.replace('-', '_')),
      images,
    },
    // X reads the title, description and picture from Open Graph when its own tags are absent.
    twitter: { card: 'summary_large_image' },
    robots: noindex || keepOutOfSearch ? { index: false, follow: true } : undefined,
  };
}

function shareImage(locale: Locale, brand: string) {
  const { src, width, height } = coverImages[locale].share;
  return { path: src, width, height, alt: brand };
}

/** Imported pictures' addresses already carry the base path; the site's own paths do not. */
async function pictureUrl(path: string): Promise<string> {
  return basePath && path.startsWith(`${basePath}/`) ? `${await getSiteOrigin()}${path}` : absoluteUrl(path);
}
