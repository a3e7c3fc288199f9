/*
 * The visitor's selection of products: kept in the browser (no account, no server), sent as an
 * enquiry by the visitor's own mail or WeChat, shared as an address.
 */

/**
 * The browser's copy (localStorage), the same for both languages and every tab: `{"version":1,
 * "pieces":[{"sku":"rj-hr-001","quantity":40,"note":"ivory"}]}`. Skus only, no names or prices,
 * which the catalogue of the day supplies; a stored copy of another version is read as empty.
 */
export const SELECTION_STORAGE_KEY = 'rongjin-selection';
export const SELECTION_FORMAT_VERSION = 1;

/** A quantity is a whole number from 1 to this. */
export const MAX_QUANTITY = 9999;
/** A note says a colourway or a size, not a letter: the enquiry's mail carries it. */
export const MAX_NOTE_LENGTH = 300;
/** More products than a buyer orders at once; it bounds what a stored copy or a shared address may make a page hold. */
export const MAX_PRODUCTS = 200;
/**
 * The longest query a shared address has. Made no longer, so that every host opens it: nginx's
 * default buffers and CloudFront refuse a request line over 8 KB, and the page's own address and
 * the base path come before the query. Read no longer: what an address carries is bounded before
 * it is parsed.
 */
export const MAX_SHARED_QUERY_LENGTH = 7_000;

/**
 * The longest `mailto:` address the enquiry's link may be: mail programs and browsers on some
 * systems cut or refuse longer ones. Past it, the mail lists sku and quantity only.
 */
export const MAX_MAILTO_LENGTH = 2000;

/** The shared address's query: `?pieces=rj-hr-001:40,rj-gs-002:3&note.rj-hr-001=ivory`. */
export const SHARED_PRODUCTS_PARAM = 'pieces';
export const SHARED_NOTE_PARAM_PREFIX = 'note.';
