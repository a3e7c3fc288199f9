/** Search, in the page's language, in Traditional characters, and with nothing found. */
import { expect, it } from 'vitest';
import type { Locale } from '@/app/_i18n/routing';
import * as parts from '@/tests/shared/parts';
import { content, messages, searchText } from '@/tests/shared/site';
import type { Journey } from './journey';

/** What each locale's visitor searches for, the same in Traditional characters where they differ, and a query that finds nothing. */
const searches: Record<Locale, { query: string; traditional?: string; nothing: string }> = {
  'en-US': { query: 'hibisc', nothing: 'qwxzv' },
  'zh-CN': { query: '锦江', traditional: '錦江', nothing: '潜水艇' },
};

export function searchJourneys(journey: Journey, locale: Locale) {
  const { screenshot } = journey;
  const text = messages[locale];

  it(`${locale}: search finds words in the page's language and says when nothing matches`, async () => {
    const { tab } = journey;
    const { query, traditional, nothing } = searches[locale];
    await tab.open(`/${locale}/search/?q=${encodeURIComponent(query)}`);
    const expected = content.products
      .filter((candidate) => searchText(candidate, locale).toLowerCase().includes(query))
      .map((candidate) => `/${locale}/product/${candidate.sku}/`)
      .sort();
    await tab.waitFor(
      `${expected.length} results`,
      (count, selector) => document.querySelectorAll(`${selector} a`).length === count,
      expected.length,
      parts.searchResults,
    );
    const shownResults = () =>
      tab.evaluate(
        (selector) => [...document.querySelectorAll(`${selector} a`)].map((link) => link.getAttribute('href')),
        parts.searchResults,
      );
    const found = await shownResults();
    expect(found.toSorted()).toEqual(expected);
    // Each result shows its picture, decoded: WebKit paints a `decoding="async"` picture a while after it has loaded.
    const pictures = await tab.evaluate((selector) => {
      const pictures = [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)];
      return Promise.all(pictures.map((picture) => picture.decode()))
        .then(() => new Promise(requestAnimationFrame))
        .then(() => pictures.length);
    }, parts.searchResults);
    expect(pictures).toBe(expected.length);
    await screenshot(locale, 'search');
    if (traditional) {
      // Typed in Traditional characters: the same products, in the same order.
      await tab.open(`/${locale}/search/?q=${encodeURIComponent(traditional)}`);
      const line = text.Search.resultsMany.replace('{count}', String(expected.length)).replace('{query}', traditional);
      await tab.waitFor(
        "the Traditional query's results",
        (line) => document.querySelector('main [role="status"]')?.textContent === line,
        line,
      );
      expect(await shownResults()).toEqual(found);
      await screenshot(locale, 'search-traditional');
    }
    await tab.open(`/${locale}/search/?q=${encodeURIComponent(nothing)}`);
    const none = text.Search.resultsNone.replace('{query}', nothing);
    await tab.waitFor('the no-result line', (line) => document.querySelector('main [role="status"]')?.textContent === line, none);
  });
}
