'use client';

import { useSyncExternalStore } from 'react';
import { longDay } from '@/app/_lib/line-sheet/house-day';
import { fill } from '@/app/_lib/text/fill';

// Read again as the page is printed: a page left open overnight prints the new day.
const onPrint = (change: () => void) => {
  window.addEventListener('beforeprint', change);
  return () => window.removeEventListener('beforeprint', change);
};

/**
 * A sheet dated the day it is printed, on the visitor's clock and China's calendar: a selection is
 * made in the browser, so the day the site was built says nothing of it. Empty in the exported
 * page; without JavaScript there is no selection to date.
 */
export function PrintDate({
  template,
  locale,
  timeZone,
  className,
}: {
  template: string;
  locale: string;
  /** The house's, whose calendar the sheet is dated in. */
  timeZone: string;
  className?: string;
}) {
  const today = useSyncExternalStore(
    onPrint,
    () => longDay(new Date(), locale, timeZone),
    () => '',
  );
  return <p className={className}>{today && fill(template, { date: today })}</p>;
}
