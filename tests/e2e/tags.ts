/**
 * Tests that repeat a check for every product of the catalogue. The product pages share one
 * layout: the phone project checks the first product's page, the desktop project every product's.
 */
export const EACH_PRODUCT = '@each-product';

/**
 * The smoke test of `npm run test:quick` (playwright.quick.config.ts): the home page and the first
 * product's page in each language, each loaded, navigable, accessible and without errors.
 */
export const SMOKE = '@smoke';

/**
 * Tests that print a page to PDF. Paper has its own width, whatever the window's: the desktop
 * project prints for both, and the phone project leaves them out.
 */
export const PRINT = '@print';
