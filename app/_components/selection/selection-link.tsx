'use client';

import { selectionPath } from '@/app/_addresses/site-addresses';
import { NavLink } from '@/app/_components/layout/nav-link';
import { fill } from '@/app/_lib/text/fill';
import type { Locale } from '@/app/_i18n/routing';
import { SavedMark } from './saved-mark';
import styles from './selection-link.module.css';
import { useSelection } from '@/app/_lib/selection/selection-store';

/** The header's way to the selection page, with how many products are saved once the browser has said. */
export function SelectionLink({ locale, label, savedCount }: { locale: Locale; label: string; savedCount: string }) {
  const count = useSelection().length;
  return (
    <NavLink href={selectionPath} locale={locale} className={styles.link}>
      <SavedMark />
      <span className={styles.label}>{label}</span>
      {/* Drawn empty until the browser has said how many are saved, so that its room is kept and the
          header's other links stay where they are when the count comes. */}
      <span className={count > 0 ? styles.count : `${styles.count} ${styles.none}`}>
        {count > 0 && (
          <>
            <span aria-hidden="true">{count}</span>
            {/* The separator is the language's own: a comma in English, a full-width one in Chinese. */}
            <span className="visually-hidden">{fill(savedCount, { count: String(count) })}</span>
          </>
        )}
      </span>
    </NavLink>
  );
}
