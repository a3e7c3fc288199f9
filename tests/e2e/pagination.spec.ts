import { expect, test, type Page } from '@playwright/test';
import { BASE_PATH, BASE_PATH_PORT, BASE_PATH_PRODUCTS_PER_PAGE } from './servers/test-servers';
import { collectPageErrors, content, expectNoAccessibilityViolations, locales, messages } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * The base-path build lists one product a page (tests/e2e/servers/variant-builds.ts), so the
 * sample catalogue paginates as a large one does.
 */
test.use({ baseURL: `http://127.0.0.1:${BASE_PATH_PORT}` });

const pageCount = Math.ceil(content.products.length / BASE_PATH_PRODUCTS_PER_PAGE);
const [type] = content.productTypes;
const productsOfType = content.products.filter((product) => product.type === type!.id);

const cardNames = (page: Page) => page.locator(parts.productCardName).allTextContents();

for (const locale of locales) {
  const t = messages[locale].Pagination;
  const list = `${BASE_PATH}/${locale}/product/`;
  const names = content.products.map((product) => product.text[locale].name);
  const status = (page: number, of: number) => t.status.replace('{page}', String(page)).replace('{pageCount}', String(of));
  const pageLabel = (page: number) => t.page.replace('{page}', String(page));

  test(`next and previous walk through every product once, each page at its own address (${locale})`, async ({ page }) => {
    const errors = collectPageErrors(page, `http://127.0.0.1:${BASE_PATH_PORT}`);
    await page.goto(list);
    const pagination = page.getByRole('navigation', { name: t.label });
    const seen: string[] = [];
    for (let current = 1; current <= pageCount; current++) {
      await expect(pagination.getByText(status(current, pageCount))).toBeVisible();
      await expect(pagination.getByRole('link', { name: pageLabel(current), exact: true })).toHaveAttribute('aria-current', 'page');
      seen.push(...(await cardNames(page)));
      if (current === pageCount) break;
      await pagination.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(`${list}page/${current + 1}/`);
      await expect(page).toHaveTitle(new RegExp(` · ${pageLabel(current + 1)} · `));
    }
    expect(seen).toEqual(names);
    await expect(pagination.getByRole('link', { name: t.next })).toHaveCount(0);

    await pagination.getByRole('link', { name: t.previous }).click();
    await expect(page).toHaveURL(`${list}page/${pageCount - 1}/`);
    await pagination.getByRole('link', { name: pageLabel(1), exact: true }).click();
    await expect(page).toHaveURL(list);
    await expect(pagination.getByRole('link', { name: t.previous })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`a long list offers the first, the last and the pages around the current one (${locale})`, async ({ page }) => {
    await page.goto(`${list}page/6/`);
    const numbers = page.getByRole('navigation', { name: t.label }).getByRole('link', { name: /\d/ });
    const offered = await numbers.evaluateAll((links) => links.map((link) => Number(link.textContent)));
    expect(offered).toEqual([1, 5, 6, 7, pageCount]);
    await expectNoAccessibilityViolations(page);
  });

  test(`a type's list has pages of its own, and the filter stays on the type (${locale})`, async ({ page }) => {
    await page.goto(`${list}type/${type!.id}/`);
    const pagination = page.getByRole('navigation', { name: t.label });
    await expect(pagination.getByText(status(1, productsOfType.length))).toBeVisible();
    expect(await cardNames(page)).toEqual([productsOfType[0]!.text[locale].name]);
    await pagination.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(`${list}type/${type!.id}/page/2/`);
    expect(await cardNames(page)).toEqual([productsOfType[1]!.text[locale].name]);
    const filter = page.getByRole('navigation', { name: messages[locale].ProductList.filterLabel });
    await expect(filter.getByRole('link', { name: type!.name[locale] })).toHaveAttribute('aria-current', 'page');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages link to each other, and page 1 sends the visitor to the list’s own address', async ({ page }) => {
    const list = `${BASE_PATH}/zh-CN/product/`;
    await page.goto(`${list}page/2/`);
    await page
      .getByRole('navigation', { name: messages['zh-CN'].Pagination.label })
      .getByRole('link', { name: messages['zh-CN'].Pagination.next })
      .click();
    await expect(page).toHaveURL(`${list}page/3/`);
    await page.goto(`${list}page/1/`);
    await expect(page).toHaveURL(list);
    await page.goto(`${list}type/${type!.id}/page/1/`);
    await expect(page).toHaveURL(`${list}type/${type!.id}/`);
  });
});
