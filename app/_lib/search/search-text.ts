import type { Locale } from '@/app/_i18n/routing';

/** The search page's messages (Search in messages/) its island needs, with their {placeholders} still in them. */
export const SEARCH_TEXT_KEYS = ['prompt', 'resultsNone', 'resultsOne', 'resultsMany', 'moreResults', 'browseAll', 'loadError'] as const;
export type SearchText = Record<(typeof SEARCH_TEXT_KEYS)[number], string>;

/** A message with each {name} replaced by its value; a placeholder without a value is left as written. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/**
 * Untrusted text (an address's query, a stored note) cut to at most `length` UTF-16 units, as an
 * input's maxLength counts them, and without half of a character: a lone surrogate, from a cut in
 * an emoji's middle or a hand-made address, makes encodeURIComponent throw.
 */
export const cutText = (text: string, length: number) => text.slice(0, length).replace(/\p{Cs}/gu, '');

/** The status line after a search: how many pieces were found for `query`, in the page's language. */
export function resultsLine(text: SearchText, locale: Locale, total: number, query: string) {
  const template = total === 0 ? text.resultsNone : total === 1 ? text.resultsOne : text.resultsMany;
  return fill(template, { count: total.toLocaleString(locale), query });
}
