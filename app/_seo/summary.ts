import { reusedIntl } from '@/app/_config/intl-cache';
import type { Locale } from '@/app/_i18n/routing';

/** About what search results show before cutting: Chinese characters are twice as wide. */
const SUMMARY_LENGTH: Record<Locale, number> = { 'en-US': 160, 'zh-CN': 80 };

/**
 * A description for search results: the whole text if it fits, else the sentences that fit,
 * else the words that fit followed by an ellipsis.
 */
export function summarise(text: string, locale: Locale): string {
  const limit = SUMMARY_LENGTH[locale];
  if (text.length <= limit) return text;
  const fitting = (granularity: 'sentence' | 'word', room: number) => {
    let kept = '';
    const segmenter = reusedIntl(`segments ${locale} ${granularity}`, () => new Intl.Segmenter(locale, { granularity }));
    for (const { segment } of segmenter.segment(text)) {
      if ((kept + segment).trimEnd().length > room) break;
      kept += segment;
    }
    // Sentence breaks may fall after the opening quote of the next sentence: drop it.
    return kept.trim().replace(/[“‘「『（(]+$/u, '');
  };
  const sentences = fitting('sentence', limit);
  return sentences.length >= limit / 2 ? sentences : `${fitting('word', limit - 1).replace(/[\s\p{P}]+$/u, '')}…`;
}
