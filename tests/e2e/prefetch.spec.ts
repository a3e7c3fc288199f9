import { expect, test, type Page, type Request } from '@playwright/test';
import { locales } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * A page's links download the pages they lead to only once the visitor shows they may follow one
 * (a finger on it, the pointer over it, keyboard focus): opening the home page on a phone costs
 * the home page, not the pages of every product card in view. Following a link the visitor has
 * touched then needs nothing more from the network for the page's data.
 */

/** A request for a page's data, as Next's links prefetch and follow them. */
const isPageData = (request: Request) => new URL(request.url()).pathname.endsWith('.txt');

/** Counts the page's requests from now on; `settled()` resolves once none has been in flight for half a second. */
function watchRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return { settled: () => expect.poll(() => inFlight === 0 && Date.now() - lastChange > 500, { intervals: [100] }).toBe(true) };
}

for (const locale of locales) {
  test(`the home page downloads no other page until a link is touched, and the touched one opens from what it prefetched (${locale})`, async ({
    page,
  }, testInfo) => {
    const pageData: string[] = [];
    page.on('request', (request) => {
      if (isPageData(request)) pageData.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${locale}/`, { waitUntil: 'networkidle' });
    expect(pageData).toEqual([]);

    const card = page.locator(parts.productCardLink).first();
    const href = (await card.getAttribute('href'))!;
    const name = (await card.locator('h3, h2').first().textContent())!;
    const requests = watchRequests(page);
    if (testInfo.project.name === 'phone') await card.dispatchEvent('touchstart');
    else await card.hover();
    await expect.poll(() => pageData.length).toBeGreaterThan(0);
    await requests.settled();
    expect(pageData.every((path) => path.startsWith(href))).toBe(true);

    // Offline from here: the page opens from what the touch prefetched.
    await page.context().setOffline(true);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`a link reached by keyboard prefetches its page (${locale})`, async ({ page }) => {
    const pageData: string[] = [];
    page.on('request', (request) => {
      if (isPageData(request)) pageData.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${locale}/`, { waitUntil: 'networkidle' });
    const card = page.locator(parts.productCardLink).first();
    const href = (await card.getAttribute('href'))!;
    await card.focus();
    await expect.poll(() => pageData.some((path) => path.startsWith(href))).toBe(true);
  });
}
