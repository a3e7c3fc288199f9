import { productImageSrc, productPictureHref } from '@/app/_addresses';
import { printVariantOf, VARIANT_FORMATS } from '@/app/_config/product-images';
import type { ProductImage } from '@/app/_content';

/**
 * A piece's picture on the line sheet: one file, wide enough to print sharp, rather than the
 * width a screen would ask for. Loaded with the page: a browser prints only the pictures it has.
 */
export function PiecePicture({ image, className }: { image: ProductImage; className?: string }) {
  return (
    <picture>
      {VARIANT_FORMATS.map(({ extension, type }) => (
        <source key={type} type={type} srcSet={productPictureHref(printVariantOf(image, extension))} />
      ))}
      <img className={className} src={productImageSrc(image)} alt="" width={image.width} height={image.height} decoding="async" />
    </picture>
  );
}
