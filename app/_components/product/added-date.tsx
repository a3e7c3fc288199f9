import { getFormatter, getTranslations } from 'next-intl/server';
import { HOUSE_TIME_ZONE, startOfHouseDay } from '@/app/_config/house-time';
import type { Locale } from '@/app/_i18n/routing';
import { relativeTimeline } from '@/app/_lib/product/relative-time';
import { RelativeAddedDate, type AroundDate } from './relative-added-date';
import styles from './added-date.module.css';

/** Stands for the date while a line is formatted, to find the words around it: no message holds it. */
const DATE_MARK = '\u0000';

const around = (line: string): AroundDate => {
  const [before = '', after = ''] = line.split(DATE_MARK);
  return [before, after];
};

/** The day a product was added, in words relative to the visitor's day once the page runs ("Added 3 days ago", "3天前上新"). */
export async function AddedDate({ date, locale, className }: { date: string; locale: Locale; className?: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Arrivals' }), getFormatter({ locale })]);
  const absolute = format.dateTime(startOfHouseDay(date), { year: 'numeric', month: 'long', day: 'numeric', timeZone: HOUSE_TIME_ZONE });
  // Nothing here depends on the day of the build: a rebuild on another day writes the same page.
  return (
    <RelativeAddedDate
      date={date}
      absolute={absolute}
      absoluteLine={around(t('addedOn', { date: DATE_MARK }))}
      relativeLine={around(t('added', { when: DATE_MARK }))}
      timeline={relativeTimeline(format, t('today'))}
      className={className}
    />
  );
}

/** The "New" mark of a product added within the last days the house counts as new. */
export async function NewMark({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Arrivals' });
  return <span className={className ? `${styles.newMark} ${className}` : styles.newMark}>{t('newMark')}</span>;
}
