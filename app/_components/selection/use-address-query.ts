import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/** The address's query, which only the browser knows: empty in the exported page. */
export const useAddressQuery = () =>
  useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => '',
  );
