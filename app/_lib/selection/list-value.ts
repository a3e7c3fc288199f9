import type { Locale } from '@/app/_i18n/routing';
import type { Catalogue } from './order-product-spec';
import type { SavedProduct } from './selection-store';

/** What `products` come to at the catalogue's prices, a sum for each currency. */
export function listValue(products: readonly SavedProduct[], catalogue: Catalogue, locale: Locale): string {
  const sums = new Map<string, number>();
  for (const { sku, quantity } of products) {
    const { amount, currency } = catalogue.get(sku)!;
    sums.set(currency, (sums.get(currency) ?? 0) + amount * quantity);
  }
  return new Intl.ListFormat(locale, { type: 'unit' }).format(
    [...sums].map(([currency, sum]) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(sum)),
  );
}
