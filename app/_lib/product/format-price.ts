import type { Product } from '@/app/_content';
import { reusedIntl } from '@/app/_config/intl-cache';
import type { Locale } from '@/app/_i18n/routing';

export function formatPrice(price: Product['price'], locale: Locale): string {
  const formatter = reusedIntl(
    `price ${locale} ${price.currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }),
  );
  return formatter.format(price.amount);
}
