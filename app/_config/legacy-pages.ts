/**
 * The legacy address of every product (/product/<sku>/) is the same redirect page but for its
 * path. Next renders it once, for this stand-in (no sku can contain "_"), and the build writes
 * it out for each product (scripts/lib/build/post-export.ts), where Next would otherwise render as
 * many more pages one by one.
 */
export const LEGACY_PRODUCT_TEMPLATE_SKU = '__sku__';
