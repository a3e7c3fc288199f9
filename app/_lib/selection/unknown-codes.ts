import { fill } from '@/app/_lib/text/fill';
import type { Locale } from '@/app/_i18n/routing';

/** How many unknown style codes a notice names, and how long each may be shown: the rest are counted. */
const CODES_NAMED = 3;
const LONGEST_CODE = 20;

/**
 * Codes the catalogue does not know, as an address or the browser gave them: a few, each cut
 * short, then how many more (`codesMore`, the Selection message with its {count}).
 */
export function unknownCodes(skus: readonly string[], locale: Locale, codesMore: string): string {
  const shown = skus.slice(0, CODES_NAMED).map((sku) => (sku.length > LONGEST_CODE ? `${sku.slice(0, LONGEST_CODE - 1)}…` : sku));
  if (skus.length > CODES_NAMED) shown.push(fill(codesMore, { count: String(skus.length - CODES_NAMED) }));
  return new Intl.ListFormat(locale).format(shown);
}
