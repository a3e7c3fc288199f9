import type { Product } from '../../_content';
import type { Locale } from '../../_i18n/routing';

export function formatPrice(price: Product['price'], locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(price.amount);
}
