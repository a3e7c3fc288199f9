import { useEffect, useRef } from 'react';

/**
 * Where the keyboard goes when what it was on is gone: to the saved list's heading once the shared
 * list is added, to the words that say the selection is empty once its last product is removed
 * (`onEmptied`, called as it is removed).
 */
export function useKeyboardPlace(sharedAdded: boolean, savedCount: number) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const emptyNote = useRef<HTMLParagraphElement>(null);
  // Set when the last product is removed: the list, and the keyboard's place in it, are gone with it.
  const focusEmptyNote = useRef(false);
  // The button is gone with the shared list, and the saved list (with its heading, the keyboard's
  // new place) is drawn only after the click when the visitor's own selection was empty.
  useEffect(() => {
    if (sharedAdded) listHeading.current?.focus();
  }, [sharedAdded]);
  useEffect(() => {
    if (!focusEmptyNote.current || savedCount > 0) return;
    focusEmptyNote.current = false;
    emptyNote.current?.focus();
  }, [savedCount]);
  return { listHeading, emptyNote, onEmptied: () => (focusEmptyNote.current = true) };
}
