import { productImageSrc } from '@/app/_addresses';
import type { ProductImage } from '@/app/_content';

/**
 * A product's picture on the line sheet: the widest JPEG, sharp on paper at the size the sheet
 * prints it. Chromium puts a JPEG into a PDF as it is, where it stores an AVIF or a WebP decoded,
 * several times larger (docs/benchmarks.md): buyers send the sheet on as a PDF. Loaded when
 * scrolled to, as the print button asks for the rest first (print-button.tsx) and Chromium does
 * when it prints.
 */
export function ProductPicture({ image, className }: { image: ProductImage; className?: string }) {
  return (
    // Not next/image: a static export has no image optimiser; the variants are made at build time.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={productImageSrc(image)}
      alt=""
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}
