import { href, selectionPath } from '@/app/_addresses';
import type { Locale } from '@/app/_i18n/routing';
import { SavedCount } from './saved-count';
import { SavedMark } from './saved-mark';
import styles from './selection-link.module.css';

/** SelectionLink for 404.html, whose header has plain links (app/_components/layout/site-header.tsx). */
export function PlainSelectionLink({ locale, label, savedCount }: { locale: Locale; label: string; savedCount: string }) {
  return (
    <a href={href(locale, selectionPath)} className={styles.link}>
      <SavedMark />
      <span className={styles.label}>{label}</span>
      <SavedCount savedCount={savedCount} />
    </a>
  );
}
