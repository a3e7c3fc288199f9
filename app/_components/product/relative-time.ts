import type { createFormatter } from 'next-intl';
import { RELATIVE_TIME_THRESHOLDS } from '@/app/_config/house-time';

/*
 * The spec's relative time ("3 days ago"): the unit chosen by its thresholds, counted and rounded as
 * the classic formatters that define them count (Moment.js and its heirs), then worded by next-intl
 * in the page's language. The server words every change ahead of the build (relativeTimeline);
 * the client island only picks the words of the visitor's moment: next-intl's formatter, with the
 * message parser it comes with, would add ten times the island's weight to the page's scripts.
 */

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The classic formatters' month and year: averages of the Gregorian calendar's 400-year cycle.
const MONTH = (146_097 / 4_800) * DAY;
const YEAR = (146_097 / 400) * DAY;
const LENGTH: Record<RelativeUnit, number> = { minute: MINUTE, hour: HOUR, day: DAY, month: MONTH, year: YEAR };
/** Each length whose rounded count may change the words, up to the count at which the next one takes over. */
const T = RELATIVE_TIME_THRESHOLDS;
const COUNTED = [
  [SECOND, T.second],
  [MINUTE, T.minute],
  [HOUR, T.hour],
  [DAY, T.day],
  [MONTH, T.month],
  [YEAR, Infinity],
] as const;

/**
 * The unit and whole count that say `elapsed` milliseconds in words, or undefined for "a few
 * seconds": each unit while its rounded count stays below its threshold, then the next.
 */
export function relativeUnit(elapsed: number): { unit: RelativeUnit; count: number } | undefined {
  const span = Math.abs(elapsed);
  const count = (unit: RelativeUnit) => Math.round(span / LENGTH[unit]);
  if (Math.round(span / SECOND) < RELATIVE_TIME_THRESHOLDS.second) return undefined;
  for (const unit of ['minute', 'hour', 'day', 'month'] as const) {
    if (count(unit) < RELATIVE_TIME_THRESHOLDS[unit]) return { unit, count: count(unit) };
  }
  return { unit: 'year', count: count('year') };
}

type Formatter = ReturnType<typeof createFormatter>;

/** `date` in words as seen at `now` ("3 days ago", "3天前"); `fewSeconds` under the first threshold. */
export function formatRelativeTime(format: Formatter, date: Date, now: Date, fewSeconds: string): string {
  const elapsed = now.getTime() - date.getTime();
  const chosen = relativeUnit(elapsed);
  if (!chosen) return fewSeconds;
  // next-intl counts the unit itself between two moments, with months of 365/12 days and years
  // of 365: given the moment `count` classic units away, it finds `count` again, where the date
  // itself could round the other way near a half.
  const from = new Date(now.getTime() - Math.sign(elapsed) * chosen.count * LENGTH[chosen.unit]);
  return format.relativeTime(from, { now, unit: chosen.unit });
}

/** Words and the moment (milliseconds since 1970) from which they hold, until the next entry's. */
export type TimelineEntry = readonly [from: number, words: string];

/**
 * The words for `date` at `start`, then at each moment until `end` when they change: where the
 * rounded count of some unit (half a unit before the next whole one) moves.
 */
export function relativeTimeline(format: Formatter, date: Date, start: Date, end: Date, fewSeconds: string): TimelineEntry[] {
  const origin = date.getTime();
  const [first, last] = [start.getTime() - origin, end.getTime() - origin];
  const changes = new Set<number>();
  for (const [length, threshold] of COUNTED) {
    // Half a unit before each whole count between start and end: a few dozen moments.
    for (let count = Math.max(1, Math.ceil(first / length - 0.5)); count <= threshold && (count - 0.5) * length <= last; count++) {
      const moment = (count - 0.5) * length;
      if (moment > first) changes.add(moment);
    }
  }
  const timeline: TimelineEntry[] = [];
  for (const elapsed of [first, ...[...changes].toSorted((a, b) => a - b)]) {
    const words = formatRelativeTime(format, new Date(origin), new Date(origin + elapsed), fewSeconds);
    if (timeline.at(-1)?.[1] !== words) timeline.push([origin + elapsed, words]);
  }
  return timeline;
}

/** The index of the entry of `timeline` in force at `now`: the first for a clock behind the build's. */
export function entryAt(timeline: readonly TimelineEntry[], now: number): number {
  let index = 0;
  while (index + 1 < timeline.length && timeline[index + 1]![0] <= now) index++;
  return index;
}
