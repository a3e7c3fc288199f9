'use client';

import { fill } from '@/app/_lib/text/fill';
import { useSelection } from '@/app/_lib/selection/selection-store';
import styles from './selection-link.module.css';

/** How many products are saved, beside the header's selection mark, once the browser has said. */
export function SavedCount({ savedCount }: { savedCount: string }) {
  const count = useSelection().length;
  return (
    // Drawn empty until the browser has said how many are saved, so that its room is kept and the
    // header's other links stay where they are when the count comes.
    <span className={count > 0 ? styles.count : `${styles.count} ${styles.none}`}>
      {count > 0 && (
        <>
          <span aria-hidden="true">{count}</span>
          {/* The separator is the language's own: a comma in English, a full-width one in Chinese. */}
          <span className="visually-hidden">{fill(savedCount, { count: String(count) })}</span>
        </>
      )}
    </span>
  );
}
