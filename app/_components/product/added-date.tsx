import { getFormatter, getTranslations } from 'next-intl/server';
import { HOUSE_TIME_ZONE, houseDate, startOfHouseDay } from '@/app/_config/house-time';
import { getCheckedAt } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { RelativeAddedDate, type AroundDate } from './relative-added-date';
import { relativeTimeline } from './relative-time';

/** How far past the build the words are prepared: the site is rebuilt daily, and a page is seldom left open longer. */
const TIMELINE_DAYS = 400;

/** Stands for the date while a line is formatted, to find the words around it: no message holds it. */
const DATE_MARK = '\u0000';

const around = (line: string): AroundDate => {
  const [before = '', after = ''] = line.split(DATE_MARK);
  return [before, after];
};

/** The day a product was added, in words relative to now once the page runs ("Added 3 days ago", "3天前上新"). */
export async function AddedDate({ date, locale, className }: { date: string; locale: Locale; className?: string }) {
  const [t, format, builtAt] = await Promise.all([
    getTranslations({ locale, namespace: 'Arrivals' }),
    getFormatter({ locale }),
    getCheckedAt(),
  ]);
  const added = startOfHouseDay(date);
  const absolute = format.dateTime(added, { year: 'numeric', month: 'long', day: 'numeric', timeZone: HOUSE_TIME_ZONE });
  // From the start of the build's day, not its moment: the builds of one day write the same page,
  // whose compressed copies the next build can then reuse (scripts/lib/precompress.ts).
  const from = startOfHouseDay(houseDate(builtAt));
  const until = new Date(from.getTime() + TIMELINE_DAYS * 86_400_000);
  return (
    <RelativeAddedDate
      date={date}
      absolute={absolute}
      absoluteLine={around(t('addedOn', { date: DATE_MARK }))}
      relativeLine={around(t('added', { when: DATE_MARK }))}
      timeline={relativeTimeline(format, added, from, until, t('fewSeconds'))}
      className={className}
    />
  );
}

/** The "New" mark of a product added within the last days the house counts as new. */
export async function NewMark({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Arrivals' });
  return <span className="new-mark">{t('newMark')}</span>;
}
