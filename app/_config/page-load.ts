/** As the previous site: a page that has not arrived after 120 seconds has failed to load. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
