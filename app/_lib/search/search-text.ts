import type { Locale } from '@/app/_i18n/routing';
import { fill } from '@/app/_lib/text/fill';

/** The search page's messages (Search in messages/) its island needs, with their {placeholders} still in them. */
export const SEARCH_TEXT_KEYS = ['prompt', 'resultsNone', 'resultsOne', 'resultsMany', 'moreResults', 'browseAll', 'loadError'] as const;
export type SearchText = Record<(typeof SEARCH_TEXT_KEYS)[number], string>;

/** The status line after a search: how many pieces were found for `query`, in the page's language. */
export function resultsLine(text: SearchText, locale: Locale, total: number, query: string) {
  const template = total === 0 ? text.resultsNone : total === 1 ? text.resultsOne : text.resultsMany;
  return fill(template, { count: total.toLocaleString(locale), query });
}
