import type { Metadata } from 'next';
import { hrefUrl, localeUrl } from '@/app/_addresses';
import { keepOutOfSearch } from '@/app/_config/search-indexing';
import { getSite } from '@/app/_content';
import { routing, type Locale } from '@/app/_i18n/routing';
import { shareImages } from './share-images';

/** What search engines and link previews should know of one page. */
export type PageSeo = {
  locale: Locale;
  /** The page's path under its locale, e.g. `/about/` (app/_addresses); the same in every locale. */
  path: string;
  /** The page's own title, which the brand follows; the home page has none but the brand. */
  title?: string;
  description: string;
  /** The picture of link previews (its href, with the base path); the locale's share picture when absent. */
  image?: { src: string; width: number; height: number; alt: string };
  /** Pages that must stay out of search results, such as /test/ and /404/. */
  noindex?: boolean;
};

/** Between the parts of a page's title: its own, a list's page number, the brand. */
export const TITLE_SEPARATOR = ' · ';

/** A page's full title: its own, then the brand's ("About · Rongjin Silk"); the brand's alone where it has none. */
export const pageTitle = (brand: string, title?: string) => (title ? `${title}${TITLE_SEPARATOR}${brand}` : brand);

/** The title of a page that speaks every language until its script has picked the visitor's. */
export const titleInEachLanguage = (titles: string[]) => titles.join(TITLE_SEPARATOR);

/**
 * A page's absolute URL in each locale, and its x-default: the alternates of the page in every
 * language, and of the legacy address that leads to it (app/_components/legacy/).
 */
export async function languageAlternates(path: string): Promise<Record<Locale | 'x-default', string>> {
  const languages = Object.fromEntries(
    await Promise.all(routing.locales.map(async (locale) => [locale, await localeUrl(locale, path)] as const)),
  ) as Record<Locale, string>;
  // Visitors whose language is not offered get the default locale.
  return { ...languages, 'x-default': languages[routing.defaultLocale] };
}

export async function pageMetadata({ locale, path, title, description, image, noindex }: PageSeo): Promise<Metadata> {
  const brand = (await getSite()).brandName[locale];
  const languages = await languageAlternates(path);
  const picture = image ?? shareImage(locale, brand);
  const images = [{ url: await hrefUrl(picture.src), width: picture.width, height: picture.height, alt: picture.alt }];
  return {
    title: title ?? { absolute: brand },
    description,
    alternates: {
      canonical: languages[locale],
      languages,
    },
    openGraph: {
      type: 'website',
      siteName: brand,
      title: pageTitle(brand, title),
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
  // An imported picture's src already carries the base path, as an href does.
  const { src, width, height } = shareImages[locale];
  return { src, width, height, alt: brand };
}
