import type { createFormatter } from 'next-intl';
import { DAY_MS, RELATIVE_TIME_THRESHOLDS } from '@/app/_config/house-time';

/*
 * When a piece was added, in words ("3 days ago"). Its `added` is a day without a time, so the
 * words count whole days of the house's calendar and claim no hour: the first day is "today",
 * then days while their count stays below the spec's threshold, then months, then years, each
 * rounded as the classic formatters that define the thresholds round (Moment.js and its heirs),
 * and worded by next-intl in the page's language. The words depend on the count of days alone,
 * so the server words every change once for every page and every build alike (relativeTimeline);
 * the client island only picks the words of the visitor's day: next-intl's formatter, with the
 * message parser it comes with, would add ten times the island's weight to the page's scripts.
 */

export type RelativeUnit = 'day' | 'month' | 'year';

// The classic formatters' month and year, in days: averages of the Gregorian calendar's 400-year cycle.
const DAYS_IN: Record<RelativeUnit, number> = { day: 1, month: 146_097 / 4_800, year: 146_097 / 400 };
/** Words are prepared for this many years; a piece added longer ago says its date instead. */
const WORDED_YEARS = 10;

/** The unit and count that say `days` whole days in words, or undefined for the first day ("today"). */
function relativeUnit(days: number): { unit: RelativeUnit; count: number } | undefined {
  if (days === 0) return undefined;
  if (days < RELATIVE_TIME_THRESHOLDS.day) return { unit: 'day', count: days };
  const months = Math.round(days / DAYS_IN.month);
  if (months < RELATIVE_TIME_THRESHOLDS.month) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.round(days / DAYS_IN.year) };
}

type Formatter = ReturnType<typeof createFormatter>;

/** `days` days ago in words ("3 days ago", "3天前"), `today` on the first day. */
export function formatRelativeDays(format: Formatter, days: number, today: string): string {
  const chosen = relativeUnit(days);
  if (!chosen) return today;
  // next-intl counts the unit itself between two moments, with months of 365/12 days and years
  // of 365: given the moment `count` classic units away, it finds `count` again, where a moment
  // `days` days away could round the other way near a half.
  const now = new Date(0);
  const then = new Date(-chosen.count * DAYS_IN[chosen.unit] * DAY_MS);
  return format.relativeTime(then, { now, unit: chosen.unit });
}

/**
 * From the day of its count of days on, the words; null from the day the words end, when the
 * date itself is shown.
 */
export type TimelineEntry = readonly [fromDay: number, words: string | null];

/** The words for each count of days at which they change, from the first day to the last worded year. */
export function relativeTimeline(format: Formatter, today: string): TimelineEntry[] {
  // Where a rounded count of months or years reaches its next whole number, half a unit before it.
  const halfway = (unit: RelativeUnit, count: number) => Math.ceil((count - 0.5) * DAYS_IN[unit]);
  const changes = new Set<number>();
  for (let day = 0; day <= RELATIVE_TIME_THRESHOLDS.day; day++) changes.add(day);
  for (let months = 2; months <= RELATIVE_TIME_THRESHOLDS.month; months++) changes.add(halfway('month', months));
  for (let years = 2; years <= WORDED_YEARS; years++) changes.add(halfway('year', years));
  const timeline: TimelineEntry[] = [];
  for (const day of [...changes].toSorted((a, b) => a - b)) {
    const words = formatRelativeDays(format, day, today);
    if (timeline.at(-1)?.[1] !== words) timeline.push([day, words]);
  }
  timeline.push([halfway('year', WORDED_YEARS + 1), null]);
  return timeline;
}

/** The entry of `timeline` in force `days` days after the piece was added; none before that day. */
export function entryAt(timeline: readonly TimelineEntry[], days: number): number | undefined {
  if (days < 0) return undefined;
  let index = 0;
  while (index + 1 < timeline.length && timeline[index + 1]![0] <= days) index++;
  return index;
}
