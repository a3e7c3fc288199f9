import styles from './saved-mark.module.css';

/** The selection's mark, a heart in the text's colour; a saved product's button fills it (save-button.module.css). */
export function SavedMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5 4.2 12.9a4.6 4.6 0 0 1 6.5-6.6L12 7.6l1.3-1.3a4.6 4.6 0 0 1 6.5 6.6Z" />
    </svg>
  );
}
