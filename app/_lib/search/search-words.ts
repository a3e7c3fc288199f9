import { traditionalForms } from './traditional-forms';

/**
 * Attributes that give the search index the words editors list for a product's type
 * (`searchWords` in content/product-types.yaml): the words visitors also search its pieces by,
 * which the page does not show. Their Traditional forms go beside them, so that 圍巾 finds what
 * 围巾 finds, in the same order. Pagefind's documented `data-pagefind-index-attrs`.
 */
export function indexSearchWords(words: string | undefined) {
  if (!words) return {};
  return { 'data-pagefind-index-attrs': 'data-search-words', 'data-search-words': [words, ...traditionalForms(words)].join(' ') };
}
