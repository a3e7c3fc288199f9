import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/** False in the exported page and while it hydrates, true once the browser's selection can be read. */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
