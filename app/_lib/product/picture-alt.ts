import type { Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';

type ViewAlt = (key: 'viewAlt', values: { name: string; index: number; count: number }) => string;

/**
 * What each of a product's pictures shows, in its order, for screen readers and the zoom: the
 * editor's description where there is one (`pictures` in the product's text), else the picture's
 * place among the views, "Hibiscus Dawn, view 2 of 4". A single picture is the product itself.
 */
export function pictureAlts(product: Product, locale: Locale, t: ViewAlt): string[] {
  const { name, pictures = {} } = product.text[locale];
  const count = product.images.length;
  return product.images.map(
    (image, index) => pictures[image.file] ?? (count === 1 ? name : t('viewAlt', { name, index: index + 1, count })),
  );
}
