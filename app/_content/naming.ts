import type { Locale } from '@/app/_config/locales';
import { PRODUCT_LIST_SEGMENTS } from '@/app/_config/product-list';

/*
 * How content files and the names written in them are named: skus and ids, product texts,
 * pictures.
 */

/** How a sku or an id is written: lowercase letters, digits and single hyphens. */
export const SKU = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Addresses of the product list (/product/page/2/, /product/type/stole/) that no product may take. */
export const RESERVED_SKUS: readonly string[] = Object.values(PRODUCT_LIST_SEGMENTS);

/**
 * A product's text in one locale, in content/products/<sku>/: its name, picture descriptions and
 * description. The default locale's file (index.en-US.md) also holds the facts, written once for
 * both: the layout git-based CMSs write, one entry per product.
 */
export const productTextFile = (locale: Locale) => `index.${locale}.md`;

/** The names a product image may have; the extension must match what the file really is. */
export const IMAGE_FILE_NAME = /^[\w-]+\.(jpe?g|png|webp|avif)$/i;

/** Why a picture's name cannot be used, as specifically as the name allows. */
export function imageNameProblem(name: string): string {
  if (/\.hei[cf]$/i.test(name)) {
    return 'is an iPhone photo in HEIC, which not every browser shows: export it as JPEG (or set the iPhone to Settings › Camera › Formats › Most Compatible) and name it e.g. front.jpg';
  }
  // A path (../x.jpg, /etc/x.jpg, C:\x.jpg, %2e%2e%2fx.jpg) would reach out of the product folder.
  if (/[/\\]|%2[ef]|%5c|^[a-z]:|^\./i.test(name)) {
    const last = name.split(/[/\\]|%2f|%5c/i).at(-1)!;
    return `write the picture's file name alone, e.g. ${IMAGE_FILE_NAME.test(last) ? last : 'front.jpg'}: a product's pictures are in its own folder, beside index.en-US.md`;
  }
  const names = name.split(/\s*[,，、;；]\s*|\s+/u).filter(Boolean);
  if (names.length > 1 && names.every((part) => /\.\w{3,4}$/.test(part))) {
    return `is ${names.length} pictures on one line: give each a line of its own, after "  - ", e.g. "  - ${names[0]}" and "  - ${names[1]}"`;
  }
  const [, stem, extension] = /^(.*)\.(jpe?g|png|webp|avif)$/i.exec(name) ?? [];
  if (extension) {
    const suggestion = stem!.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'front';
    return `use only English letters, digits, - and _ before the extension, e.g. ${suggestion}.${extension}`;
  }
  return 'name a .jpg, .png, .webp or .avif file in the product folder, e.g. front.jpg';
}
