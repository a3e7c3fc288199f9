/*
 * The day a sheet or an order form made in the browser carries. No import of app/_config/house-time:
 * the browser's code of a product page inlines that module where it is used alone, and would take
 * it whole were the selection's islands to share it. The time zone comes from the page instead.
 */

/** A day as the sheets write it: "June 30, 2027", "2027年6月30日". */
export const LONG_DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** The day `instant` falls on in `timeZone` (the house's), written out in `locale`. */
export function longDay(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { ...LONG_DAY, timeZone }).format(instant);
}

/** The same day as an ISO date (YYYY-MM-DD), for a file's name: read from its parts, which every browser names alike. */
export function isoDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
