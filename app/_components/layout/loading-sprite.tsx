import styles from './loading-sprite.module.css';

/** The loading screen's picture; `still`, its first frame at once (the visual tests' gallery). */
export function LoadingSprite({ still = false }: { still?: boolean }) {
  return <div className={still ? `${styles.sprite} ${styles.still}` : styles.sprite} aria-hidden="true" />;
}
