import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/app/_i18n/routing';
import { LINE_SHEET_PAGE } from '@/app/_lib/line-sheet/line-sheet-page';

/** Stand for the page counters while the message is formatted, to find the words around them: no message holds them. */
const PAGE_MARK = '\u0001';
const PAGES_MARK = '\u0002';

/**
 * A CSS string of `text`, every character but plain letters, digits and spaces written as an
 * escape: a brand name from content can neither end the string nor the <style> element.
 */
export function cssString(text: string): string {
  const escaped = [...text].map((character) =>
    /^[A-Za-z0-9 ]$/.test(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `,
  );
  return `"${escaped.join('')}"`;
}

/**
 * What every printed page of the line sheet shows in its bottom margin: the house's name, and
 * "Page 3 of 12" in the page's language. A page margin's text lives in CSS, where neither the
 * messages nor the content reach: written here, as the page is built, into a style element, which
 * the page's policy (script-src only) leaves alone. The margins' layout is the module's.
 */
export async function PrintedPageMarks({ locale, brand }: { locale: Locale; brand: string }) {
  const t = await getTranslations({ locale, namespace: 'LineSheet' });
  const pageOf = t('pageOf', { page: PAGE_MARK, pages: PAGES_MARK })
    .split(new RegExp(`(${PAGE_MARK}|${PAGES_MARK})`))
    .filter(Boolean)
    .map((part) => (part === PAGE_MARK ? 'counter(page)' : part === PAGES_MARK ? 'counter(pages)' : cssString(part)));
  const css = `@page ${LINE_SHEET_PAGE}{@bottom-left{content:${cssString(brand)}}@bottom-right{content:${pageOf.join(' ')}}}`;
  return (
    <style href={`line-sheet-page-marks-${locale}`} precedence="line-sheet">
      {css}
    </style>
  );
}
