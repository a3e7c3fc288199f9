import { preload } from 'react-dom';
import { productImageSrc, productPictureHref, productPictureSrcSet } from '@/app/_addresses';
import { fallbackOf, heightAt, VARIANT_FORMATS, variantsOf, zoomVariantOf } from '@/app/_config/product-images';
import type { ProductImage as Image } from '@/app/_content';

/** How wide each use of a picture is drawn, so the browser fetches the smallest file that is sharp. */
const SIZES = {
  // One card across below 23rem (two 10rem columns no longer fit); up to 48rem two to four, none wider than 50vw.
  card: '(min-width: 48rem) 18rem, (max-width: 22.99rem) 100vw, 50vw',
  detail: '(min-width: 48rem) 45vw, 100vw',
  thumbnail: '4.5rem',
} as const;

/** The picture link previews show (they expect JPEG): the fallback, at its own size. */
export function fallbackPictureOf(image: Image) {
  const { width } = fallbackOf(image);
  return { src: productImageSrc(image), width, height: heightAt(image, width) };
}

/** The zoom's picture: its size, and its file in each format, with the JPEG for browsers that show neither. */
export function zoomPictureOf(image: Image) {
  const { width } = zoomVariantOf(image, 'avif');
  return {
    width,
    height: heightAt(image, width),
    files: {
      avif: productPictureHref(zoomVariantOf(image, 'avif')),
      webp: productPictureHref(zoomVariantOf(image, 'webp')),
      jpg: productImageSrc(image),
    },
  };
}

/**
 * A product photograph in AVIF or WebP at the width the layout needs, JPEG for the rest. The
 * picture that leads a page is fetched with high priority; every other one loads when scrolled
 * to. A list's leading card picture is also preloaded: named at the top of the page, it comes
 * before the framework's scripts, which would otherwise hold it back on a slow network. A
 * product page's lead picture is not: a hint travels in the page's payload, which a touched or
 * hovered card prefetches, and the card would download its product's large picture with it.
 */
export function ProductImage({
  image,
  use,
  alt = '',
  leading = false,
}: {
  image: Image;
  use: keyof typeof SIZES;
  alt?: string;
  leading?: boolean;
}) {
  const sizes = SIZES[use];
  if (leading && use === 'card') {
    // The first format offered: a browser that cannot show it skips the hint by its type.
    const [{ extension, type }] = VARIANT_FORMATS;
    const variants = variantsOf(image, extension);
    preload(productPictureHref(variants[0]!), {
      as: 'image',
      type,
      imageSrcSet: productPictureSrcSet(variants),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {VARIANT_FORMATS.map(({ extension, type }) => (
        <source key={type} type={type} srcSet={productPictureSrcSet(variantsOf(image, extension))} sizes={sizes} />
      ))}
      {/* Not next/image: a static export has no image optimiser; the variants are made at build time. */}
      <img
        src={productImageSrc(image)}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={leading ? 'eager' : 'lazy'}
        fetchPriority={leading ? 'high' : undefined}
        // The leading picture is decoded for the frame that first draws the page, and so appears
        // in it; decoded apart, it came a frame or more after the text around it.
        decoding={leading ? undefined : 'async'}
      />
    </picture>
  );
}
