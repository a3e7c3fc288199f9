'use client';

import { useSyncExternalStore } from 'react';
import { daysSince } from '@/app/_config/house-time';
import { entryAt, type TimelineEntry } from '@/app/_lib/product/relative-time';

/** How often the words are brought up to date while the page stays open (they change at midnight in China). */
const REFRESH_MS = 60_000;

const subscribe = (onTick: () => void) => {
  const timer = setInterval(onTick, REFRESH_MS);
  return () => clearInterval(timer);
};
/** The exported page, and hydration, show the absolute date: it is true whenever the page is read. */
const noClockYet = () => undefined;

/** A line's words before and after its date ("Added on ", "" / "", "上新"). */
export type AroundDate = readonly [before: string, after: string];

/**
 * When a product was added: the exported HTML says the date ("Added on March 18, 2026"); once the
 * page runs, the words for the visitor's day in China ("Added 3 days ago"), kept current. A clock
 * before the day the piece was added, or past the last worded year, keeps the date.
 */
export function RelativeAddedDate({
  date,
  absolute,
  absoluteLine,
  relativeLine,
  timeline,
  className,
}: {
  /** The house's day, YYYY-MM-DD. */
  date: string;
  /** The date in words, as the server wrote it. */
  absolute: string;
  absoluteLine: AroundDate;
  relativeLine: AroundDate;
  /** The relative words for each count of days, as the server worded them. */
  timeline: readonly TimelineEntry[];
  className?: string;
}) {
  // The entry in force, the same number until the words change: React re-renders only then.
  const entry = useSyncExternalStore(subscribe, () => entryAt(timeline, daysSince(date, new Date())), noClockYet);
  const relative = entry === undefined ? undefined : (timeline[entry]?.[1] ?? undefined);
  const [before, after] = relative === undefined ? absoluteLine : relativeLine;
  return (
    <span className={className}>
      {before}
      <time dateTime={date} title={relative === undefined ? undefined : absolute}>
        {relative ?? absolute}
      </time>
      {after}
    </span>
  );
}
