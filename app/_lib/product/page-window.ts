/**
 * The page numbers a pagination bar offers: the first, the last, and the current page with its
 * neighbours, so that a list of 60 pages still fits a phone's width. `null` marks skipped pages;
 * a gap of a single page shows that page instead.
 */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, pageCount])]
    .filter((page) => page >= 1 && page <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
