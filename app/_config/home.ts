/*
 * The home page's two rows of pieces. A piece is shown once: "Selected pieces" leaves out what
 * "New arrivals" already shows.
 */

/** How many of the newest pieces "New arrivals" shows. */
export const NEW_ARRIVALS_SHOWN = 4;
/** How many pieces "Selected pieces" shows while the editors have chosen none: the next newest. */
export const SELECTED_PIECES_SHOWN = 4;
/** The most pieces editors may choose in site.yaml: two rows of four on a wide screen. */
export const MAX_SELECTED_PIECES = 8;
