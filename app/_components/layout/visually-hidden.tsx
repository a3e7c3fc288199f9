import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Words a screen reader says that the eye takes from the layout: what a link's icon means, whose button it is. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
