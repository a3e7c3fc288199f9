/**
 * The words of the product list's own addresses, under /product/ beside the products' skus
 * (/product/page/2/, /product/type/stole/): the addresses are made of them, and no sku may be one.
 */
export const PRODUCT_LIST_SEGMENTS = { page: 'page', type: 'type' } as const;
