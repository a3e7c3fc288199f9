/*
 * The house's calendar: the days products are added on, which pieces are new, and the thresholds
 * of the spec's relative time ("3 days ago"), in one place for the content check, the pages and
 * the client island that keeps the words current.
 */

/** The house is in Chengdu: its days, and the dates on its pages, are China Standard Time's. */
export const HOUSE_TIME_ZONE = 'Asia/Shanghai';

/**
 * The spec's thresholds of the relative time, as the classic formatters define them: each unit is
 * used while the rounded count of it stays below its threshold, then the next one. A piece's
 * words count days (app/_lib/product/relative-time.ts): seconds, minutes and hours are
 * never said.
 */
export const RELATIVE_TIME_THRESHOLDS = { second: 45, minute: 45, hour: 22, day: 26, month: 11 } as const;

/**
 * A product is marked new for this many days from the day it was added: while its words count
 * days, so that "New" never stands beside "1 month ago".
 */
export const NEW_FOR_DAYS = RELATIVE_TIME_THRESHOLDS.day;

// China has kept one offset from UTC all year since 1991: the house's days are counted from it,
// without Intl's time zones, whose formats differ from one browser's data to another's.
const HOUSE_OFFSET_MS = 8 * 60 * 60 * 1000;
/** A day, in the milliseconds a `Date` counts. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `instant` falls on in China, as an ISO date (YYYY-MM-DD). */
export function houseDate(instant: Date): string {
  return new Date(instant.getTime() + HOUSE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a day of the house (YYYY-MM-DD) begins. */
export function startOfHouseDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - HOUSE_OFFSET_MS);
}

/** Whole days from the day `date` to the day `now` falls on, both in China. */
export function daysSince(date: string, now: Date): number {
  return Math.floor((now.getTime() - startOfHouseDay(date).getTime()) / DAY_MS);
}

/** Whether a product added on `date` still carries the "New" mark at `now`. */
export function isNewArrival(date: string, now: Date): boolean {
  const days = daysSince(date, now);
  return days >= 0 && days < NEW_FOR_DAYS;
}
