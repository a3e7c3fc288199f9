'use client';

import { SavedMark } from './saved-mark';
import styles from './save-button.module.css';
import { toggleSaved, useSelection } from '@/app/_lib/selection/selection-store';

/**
 * Saves a product to the visitor's selection, or takes it out: a toggle button whose label stays the
 * same while its state (aria-pressed, and the filled mark) tells whether the product is saved. The
 * product's name, heard after the label, tells one card's button from the next.
 */
export function SaveButton({ sku, label, name }: { sku: string; label: string; name: string }) {
  const saved = useSelection().some((product) => product.sku === sku);
  return (
    <button type="button" className={styles.save} aria-pressed={saved} onClick={() => toggleSaved(sku)}>
      <SavedMark />
      {label}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
