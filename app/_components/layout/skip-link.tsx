import styles from './skip-link.module.css';

/** The first thing Tab reaches: past the header to the page's content (`<main id="main">`). */
export function SkipLink({ children }: { children: string }) {
  return (
    <a className={styles.skipLink} href="#main">
      {children}
    </a>
  );
}
