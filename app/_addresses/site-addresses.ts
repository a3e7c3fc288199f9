/*
 * Every address of the site, made in one place: the pages' paths, and the forms each takes.
 *
 * - A page path is a page's address under its locale, the same in every locale: `/about/`,
 *   `/product/rj-001/`. It is also the page's legacy address, from before the locale prefix.
 * - `localePath` puts the locale before it, `/zh-CN/about/`: what Next's <Link> takes (Next adds
 *   the base path itself), what the search index and the export's files are named by.
 * - An href carries the base path too, `/silk/zh-CN/about/`: for plain links, forms, redirects
 *   and pictures (`siteAddresses(basePath)`; app/_addresses/index.ts holds this build's).
 * - An absolute URL adds the site's origin: app/_addresses/index.ts.
 *
 * This file reads no environment and no content, so that client components, the pre-hydration
 * scripts' settings, the build's own steps and the tests may all use it.
 */
import { ADMIN_FOLDER } from '@/app/_config/http-headers';
import { locales, type Locale } from '@/app/_config/locales';
import { PRODUCT_LIST_SEGMENTS } from '@/app/_config/product-list';
import { fallbackOf, PRODUCT_IMAGES_FOLDER, variantsOf, type Variant, type VariantSource } from '@/app/_config/product-images';
import { SEARCH_INDEX_FOLDER, SEARCH_PATH } from '@/app/_config/search';

export const homePath = '/';
export const aboutPath = '/about/';
export const contactPath = '/contact/';
/** The gallery of the site's parts that the visual tests compare. */
export const testPath = '/test/';
/** The page not found, as an address of its own; unknown addresses get 404.html. */
export const notFoundPath = '/404/';
/** What static hosts serve, with status 404, for every unknown address. */
export const notFoundFile = '/404.html';
/** Next's own export of the page not found, a folder beside 404.html: an unknown address too. */
export const nextNotFoundPath = '/_not-found/';
/** The site's icon (app/icon.svg), which pages link to with its hash in the query. */
export const iconPath = '/icon.svg';
/** The search page; its query is `?q=`. */
export const searchPath = SEARCH_PATH;

/** The visitor's selection of pieces, kept in the browser; `?pieces=` carries one shared by its address. */
export const selectionPath = '/selection/';
/** The facts of every piece in one language, which the selection page shows its saved pieces with. */
export const selectionPiecesPath = '/selection/pieces.json';

/** The printable line sheet of the whole catalogue, or of one type's pieces. */
export const lineSheetPath = (type?: string) => (type ? `/line-sheet/${type}/` : '/line-sheet/');

/** A telephone number as a link a phone dials: its digits and the leading +, without the spaces written for reading. */
export const telephoneHref = (tel: string) => `tel:${tel.replace(/[^\d+]/g, '')}`;

/** A link that opens the visitor's mail program, addressed to `email`. */
export const mailHref = (email: string) => `mailto:${email}`;

/** A product's page. */
export const productPath = (sku: string) => `/product/${sku}/`;

/** The sku a product page's address names (`…/product/<sku>/`, whatever comes before), or undefined. */
export const productSkuOf = (address: string) => /\/product\/([^/]+)\/$/.exec(address)?.[1];

/** A page of the product list: /product/, /product/page/2/, /product/type/stole/, /product/type/stole/page/2/. */
export function productListPath({ type, page = 1 }: { type?: string; page?: number }): string {
  const list = type ? `/product/${PRODUCT_LIST_SEGMENTS.type}/${type}/` : '/product/';
  return page > 1 ? `${list}${PRODUCT_LIST_SEGMENTS.page}/${page}/` : list;
}

/** What every address in `locale` starts with, after the base path: `/en-US`. */
export const localeSegment = (locale: Locale) => `/${locale}`;

/** A page's path in `locale`, without the base path: what Next's <Link> takes. */
export const localePath = (locale: Locale, path: string) => `${localeSegment(locale)}${path}`;

/**
 * The file of the export that serves a path of the site (`/en-US/about/` is en-US/about/index.html,
 * every page being a folder of its own: trailingSlash), relative to the export's folder.
 */
export const exportedFile = (path: string) => `${path.replace(/^\//, '')}index.html`;

/** Where the product pictures' variants are published; named by their content. */
export const productPicturesPath = `/${PRODUCT_IMAGES_FOLDER}/`;
/** Where the search index is published: Pagefind's script and its index. */
export const searchIndexPath = `/${SEARCH_INDEX_FOLDER}/`;
/** Pagefind's script, which the search page loads on the first query. */
export const searchScriptPath = `${searchIndexPath}pagefind.js`;
/** The editors' CMS. */
export const adminPath = `/${ADMIN_FOLDER}/`;
export const sitemapPath = '/sitemap.xml';

/**
 * What the pre-hydration scripts know of the addresses (they may import nothing): the base path,
 * and each locale's root, which a page path follows.
 */
export type ScriptAddresses = { basePath: string; localeRoots: Record<string, string> };

/**
 * An address of the site outside the locales, or a locale path, under `basePath`. On its own for
 * the client components, which are given the base path: siteAddresses' functions would all ship.
 */
export const underBasePath = (basePath: string, path: string) => `${basePath}${path}`;

/** The site's addresses under `basePath` (empty for a site at the root of its domain). */
export function siteAddresses(basePath: string) {
  /** An address of the site outside the locales, or a locale path: a legacy address, a picture, the CMS. */
  const siteHref = (path: string) => underBasePath(basePath, path);
  /** A page's address in `locale`, for a plain link, a form, a redirect. */
  const href = (locale: Locale, path: string) => siteHref(localePath(locale, path));
  /** One made variant of a product picture. */
  const productPictureHref = (variant: Variant) => siteHref(`${productPicturesPath}${variant.file}`);
  const scriptAddresses: ScriptAddresses = {
    basePath,
    localeRoots: Object.fromEntries(locales.map((locale) => [locale, siteHref(localeSegment(locale))])),
  };
  return {
    siteHref,
    href,
    productPictureHref,
    /** Made variants of a picture in one format as a `srcset`: each file with its width. */
    productPictureSrcSet: (variants: readonly Variant[]) =>
      variants.map((variant) => `${productPictureHref(variant)} ${variant.width}w`).join(', '),
    /** The JPEG of a product picture, for link previews and structured data. */
    productImageSrc: (image: VariantSource) => productPictureHref(fallbackOf(image)),
    /** The smallest WebP of a picture, which every browser shows: for the search results' thumbnails. */
    searchResultImageSrc: (image: VariantSource) => productPictureHref(variantsOf(image, 'webp')[0]!),
    scriptAddresses,
  };
}
