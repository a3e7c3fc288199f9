import { basePath } from '../../_config/base-path';
import type { ProductImage } from '../../_content';

/** Address of a product image as exported by app/product-images/. */
export function productImageSrc(image: ProductImage): string {
  return `${basePath}/product-images/${image.sku}/${image.file}`;
}
