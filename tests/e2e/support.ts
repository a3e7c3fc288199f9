import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { content } from '@/tests/shared/site';

export { content, locales, messages, searchText, typeName } from '@/tests/shared/site';

/** Every screen of the site, as a path under a locale; the first product's page stands for the others. */
export const screens = [
  '/',
  '/about/',
  '/contact/',
  '/product/',
  // Every type's list is the same screen as the full list; one stands for them all.
  `/product/type/${content.productTypes[0]!.id}/`,
  `/product/${content.products[0]!.sku}/`,
  '/search/',
  '/selection/',
  // Each type's line sheet is the same screen as the whole one.
  '/line-sheet/',
  '/test/',
  '/404/',
];

/** The other products' pages: the same screen with other content (tests/e2e/tags.ts). */
export const moreProductScreens = content.products.slice(1).map((product) => `/product/${product.sku}/`);

/** axe-core finds nothing in the page, or only in the part that `include` selects. */
export async function expectNoAccessibilityViolations(page: Page, include?: string) {
  // Legacy mode audits in the page itself instead of gathering the results in a blank page of
  // their own: half the time and CPU of each check, for the same results on pages without frames,
  // as all of ours are.
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode();
  const results = await (include ? axe.include(include) : axe).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Console errors, uncaught exceptions and requests to any origin but the site's own. */
export function collectPageErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) errors.push(`request to another origin: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Content-Security-Policy violations, reported by the page as they happen. */
export async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(directive: string): void }).reportViolation(event.violatedDirective),
    ),
  );
  return violations;
}
