import { basePath } from '../../_config/base-path';
import type { ProductImage as Image } from '../../_content';

/** Where a product picture is exported, base path included. */
export const productImageSrc = (image: Image) => `${basePath}/product-images/${image.sku}/${image.file}`;

/**
 * A product photograph as exported by app/product-images/. Plain <img>: the site is static, so
 * next/image's optimiser is not available; responsive variants belong to the image pipeline.
 */
export function ProductImage({ image, alt = '', eager = false }: { image: Image; alt?: string; eager?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={productImageSrc(image)}
      alt={alt}
      width={1200}
      height={1200}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
