/*
 * The responsive variants of each product picture. scripts/lib/build/product-images.ts makes them at
 * build time (cached by content hash) and ProductImage offers them to the browser; both follow
 * this one description, so a page never names a file that was not made.
 */

/** Widths made of every picture for its pages, where the original is at least as wide. */
const VARIANT_WIDTHS = [400, 800, 1200] as const;
/**
 * The zoom's picture: this wide, or as wide as the original when it is narrower. Fetched only
 * when the zoom shows that picture, so it may be large enough to show the silk's weave.
 */
const ZOOM_WIDTH = 2400;
/** Offered in this order: the first the browser can show wins. */
export const VARIANT_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
/** For browsers without either, and for link previews, which expect JPEG. */
export const FALLBACK_FORMAT = { extension: 'jpg', type: 'image/jpeg' } as const;
/** Where the variants are published, under the base path. */
export const PRODUCT_IMAGES_FOLDER = 'product-images';

export type VariantSource = { hash: string; width: number };
export type Variant = { file: string; width: number };

/** The variants of a picture in one format, narrowest first. */
export function variantsOf(image: VariantSource, extension: string): Variant[] {
  const widths = VARIANT_WIDTHS.filter((width) => width <= image.width);
  return widths.map((width) => ({ file: `${image.hash}-${width}.${extension}`, width }));
}

/** The zoom's picture in one format. */
export function zoomVariantOf(image: VariantSource, extension: string): Variant {
  return { file: `${image.hash}-zoom.${extension}`, width: Math.min(image.width, ZOOM_WIDTH) };
}

/** How tall a picture is drawn at `width`, its proportions kept. */
export function heightAt(image: { width: number; height: number }, width: number): number {
  return Math.round((image.height * width) / image.width);
}

/** The single fallback: the widest JPEG. */
export function fallbackOf(image: VariantSource): Variant {
  return variantsOf(image, FALLBACK_FORMAT.extension).at(-1)!;
}
