import { expect, test } from '@playwright/test';
import { createFormatter } from 'next-intl';
import { formatRelativeDays } from '@/app/_lib/product/relative-time';
import { NEW_ARRIVALS_SHOWN, SELECTED_PIECES_SHOWN } from '@/app/_config/home';
import { DAY_MS, daysSince, HOUSE_TIME_ZONE, NEW_FOR_DAYS, startOfHouseDay } from '@/app/_config/house-time';
import type { Locale } from '@/app/_i18n/routing';
import { content, locales, messages } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * What is new, as the exported site shows it: the newest pieces first, on the home page and in the
 * lists, and when each was added, in words once the page runs, as a date without JavaScript. Which
 * products carry the "New" mark on a given day is pinned on a fixture catalogue
 * (tests/unit/new-arrivals.test.ts); here, that the pages show it as the catalogue decides.
 */
const product = content.products[0]!;
const nameOf = (sku: string, locale: Locale) => content.products.find((candidate) => candidate.sku === sku)!.text[locale].name;

/** "Added 3 days ago" / "3天前上新", as the page words it for a visitor at `moment`. */
function addedWords(locale: Locale, added: string, moment: number): string {
  const t = messages[locale].Arrivals;
  const format = createFormatter({ locale, timeZone: HOUSE_TIME_ZONE });
  return t.added.replace('{when}', formatRelativeDays(format, daysSince(added, new Date(moment)), t.today));
}

for (const locale of locales) {
  const t = messages[locale];

  test(`the home page shows the newest pieces under New arrivals, then the pieces the editors chose, in their order, each piece once (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/`);
    const names = (heading: string) => page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 }).allTextContents();
    const newest = content.products.slice(0, NEW_ARRIVALS_SHOWN).map(({ sku }) => sku);
    expect(await names(t.Home.newArrivals)).toEqual(newest.map((sku) => nameOf(sku, locale)));
    const chosen =
      content.site.selectedPieces.length > 0
        ? content.site.selectedPieces.filter((sku) => !newest.includes(sku))
        : content.products.slice(NEW_ARRIVALS_SHOWN, NEW_ARRIVALS_SHOWN + SELECTED_PIECES_SHOWN).map(({ sku }) => sku);
    if (chosen.length > 0) expect(await names(t.Home.selection)).toEqual(chosen.map((sku) => nameOf(sku, locale)));
    else await expect(page.getByRole('region', { name: t.Home.selection })).toHaveCount(0);
    const shown = [...(await names(t.Home.newArrivals)), ...(chosen.length > 0 ? await names(t.Home.selection) : [])];
    expect(new Set(shown).size).toBe(shown.length);
    await expect(page.getByRole('link', { name: t.Home.viewAll })).toHaveCount(1);
  });

  test(`the product list and each type's list show the newest first (${locale})`, async ({ page }) => {
    const perPage = content.site.productsPerPage;
    await page.goto(`/${locale}/product/`);
    const names = () => page.locator(parts.productCardName).allTextContents();
    expect(await names()).toEqual(content.products.slice(0, perPage).map((newest) => newest.text[locale].name));
    await page.goto(`/${locale}/product/type/${product.type}/`);
    const ofType = content.products.filter((candidate) => candidate.type === product.type);
    expect(await names()).toEqual(ofType.slice(0, perPage).map((newest) => newest.text[locale].name));
  });

  test(`the "New" mark is on the cards and pages of the newest pieces only, those of the last ${NEW_FOR_DAYS} days (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/product/`);
    const cards = await page
      .locator(parts.productCard)
      .evaluateAll(
        (items, mark) => items.map((item) => ([...item.children].some((child) => child.textContent === mark) ? mark : null)),
        t.Arrivals.newMark,
      );
    const marked = content.products.slice(0, cards.length).filter((_, index) => cards[index] !== null);
    expect(cards.filter((mark) => mark !== null)).toEqual(marked.map(() => t.Arrivals.newMark));
    // Newest first: the marked ones lead the list.
    expect(cards.slice(0, marked.length).every((mark) => mark !== null)).toBe(true);
    // Decided when the site was built, shortly before: within a day of what today says.
    const age = (added: string) => (Date.now() - startOfHouseDay(added).getTime()) / DAY_MS;
    for (const { added } of marked) expect(age(added)).toBeLessThan(NEW_FOR_DAYS + 1);
    for (const { added } of content.products.slice(marked.length)) expect(age(added)).toBeGreaterThan(NEW_FOR_DAYS - 1);
    for (const candidate of [marked[0], content.products[marked.length]]) {
      if (!candidate) continue;
      await page.goto(`/${locale}/product/${candidate.sku}/`);
      await expect(page.locator(parts.addedParagraph).getByText(t.Arrivals.newMark, { exact: true })).toHaveCount(
        candidate === marked[0] ? 1 : 0,
      );
    }
  });

  test(`a product page and each new arrival say when the piece was added, in words kept current while the page is open (${locale})`, async ({
    page,
  }) => {
    // After the build, whose words the page holds from then on.
    const start = Date.now() + 2 * DAY_MS;
    await page.clock.install({ time: start });
    await page.goto(`/${locale}/product/${product.sku}/`);
    const line = page.locator(parts.addedLine);
    await expect(line).toHaveText(addedWords(locale, product.added, start));
    await expect(line.locator('time')).toHaveAttribute('datetime', product.added);
    // A month later, the page still open: its minute's update rewords it.
    await page.clock.fastForward(35 * DAY_MS);
    await expect(line).toHaveText(addedWords(locale, product.added, start + 35 * DAY_MS));

    await page.goto(`/${locale}/`);
    const arrivals = page.getByRole('region', { name: t.Home.newArrivals }).locator(parts.cardAddedLine);
    // The words replace the built dates once the cards' island runs: wait for it, as a visitor would.
    await expect(arrivals).toHaveText(
      content.products.slice(0, NEW_ARRIVALS_SHOWN).map((newest) => addedWords(locale, newest.added, start + 35 * DAY_MS)),
    );
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(`without JavaScript, the page says the day the piece was added, in China (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/product/${product.sku}/`);
      const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: HOUSE_TIME_ZONE }).format(
        startOfHouseDay(product.added),
      );
      const line = page.locator(parts.addedLine);
      await expect(line).toHaveText(t.Arrivals.addedOn.replace('{date}', date));
      await expect(line.locator(`time[datetime="${product.added}"]`)).toHaveText(date);
    });
  });
}
