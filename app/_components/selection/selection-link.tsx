'use client';

import { selectionPath } from '@/app/_addresses/site-addresses';
import { NavLink } from '@/app/_components/layout/nav-link';
import type { Locale } from '@/app/_i18n/routing';
import { SavedCount } from './saved-count';
import { SavedMark } from './saved-mark';
import styles from './selection-link.module.css';

/** The header's way to the selection page, with how many products are saved once the browser has said. */
export function SelectionLink({ locale, label, savedCount }: { locale: Locale; label: string; savedCount: string }) {
  return (
    <NavLink href={selectionPath} locale={locale} className={styles.link}>
      <SavedMark />
      <span className={styles.label}>{label}</span>
      <SavedCount savedCount={savedCount} />
    </NavLink>
  );
}
