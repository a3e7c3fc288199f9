import { expect, test, type Page } from '@playwright/test';
import { readReleaseRecord } from '@/scripts/lib/releases/out-folder';
import { changedProduct, RELEASE_B_TEXT, releaseBBuilt, RELEASES, RELEASES_PORT, serveRelease } from './servers/releases';
import { collectPageErrors, content, messages, searchText } from './support';
import * as parts from '@/tests/shared/parts';

/*
 * A page opened before a release, used after it. nginx serves a link with deploy/nginx.conf, as a
 * host serves the folder each release replaces; the test points it at release A (out/), opens
 * pages, then points it at release B, which changed the zoom's code and a product's description
 * and kept A's files named by their content (tests/e2e/servers/release-builds.ts). The pages opened
 * before still run A's scripts and name A's files.
 */
test.use({ baseURL: `https://127.0.0.1:${RELEASES_PORT}`, ignoreHTTPSErrors: true });

const locale = 'en-US';
const text = messages[locale];
const product = changedProduct(content.products);
const name = product.text[locale].name;
const address = `/${locale}/product/${product.sku}/`;
const others = content.products.filter((other) => other !== product);

/**
 * A word of `said` that the search finds in none of `elsewhere`: seven letters or more, whose first
 * six are in none of them (the index matches a word by its start).
 */
function wordOnlyIn(said: string, elsewhere: string[]) {
  const texts = elsewhere.map((other) => other.toLowerCase());
  const word = said.match(/\p{L}{7,}/gu)?.find((candidate) => texts.every((other) => !other.includes(candidate.slice(0, 6).toLowerCase())));
  if (!word) throw new Error(`No word of "${said}" is missing from the other texts: the test cannot tell the releases' indexes apart.`);
  return word;
}

/** What the search finds the product by in each release. */
const searchedByB = searchText(product, locale).replace(product.text[locale].text, RELEASE_B_TEXT);
const onlyInA = wordOnlyIn(product.text[locale].text, [...others.map((other) => searchText(other, locale)), searchedByB]);
const onlyInB = wordOnlyIn(
  RELEASE_B_TEXT,
  content.products.map((any) => searchText(any, locale)),
);

/** The path in the export of the file at `url`, as the releases' record names it. */
const exportPath = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The path in the export of every file `page` asks for from now on. */
function watchFiles(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(exportPath(request.url())));
  return asked;
}

/** Searches in the search page's own box: one piece found, the one B changed. Returns its link. */
async function expectOneResult(page: Page, query: string) {
  await page.getByRole('main').getByRole('searchbox', { name: text.Search.label }).fill(query);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(text.Search.resultsOne.replace('{query}', query));
  const result = page.locator(parts.searchResults).getByRole('link');
  await expect(result).toHaveAttribute('href', address);
  await expect(result).toContainText(name);
  return result;
}

test('a page opened before a release zooms, searches either index, saves and opens the new release', async ({
  context,
  baseURL,
  request,
}) => {
  // Release B is built while the other servers start; run alone, the test may wait for it.
  const waitForB = 240_000;
  test.setTimeout(waitForB + 60_000);
  await releaseBBuilt(waitForB);
  const origin = new URL(baseURL!).origin;
  const kept = new Set(Object.keys((await readReleaseRecord(RELEASES.b)).retired));
  await serveRelease(RELEASES.a);

  // Before the release: a product page, loaded whole; a search page that has searched once (for
  // another piece, so that nothing of this one's entry is fetched yet); one that has not.
  const productPage = await context.newPage();
  const productErrors = collectPageErrors(productPage, origin);
  await productPage.goto(address);
  await productPage.waitForLoadState('networkidle');
  await expect(productPage.locator(parts.productArticle)).toContainText(onlyInA);
  const searched = await context.newPage();
  const searchedErrors = collectPageErrors(searched, origin);
  const anotherSku = others[0]!.sku;
  await searched.goto(`/${locale}/search/?q=${anotherSku}`);
  await expect(searched.getByRole('main').getByRole('status')).toHaveText(text.Search.resultsOne.replace('{query}', anotherSku));
  const unsearched = await context.newPage();
  const unsearchedErrors = collectPageErrors(unsearched, origin);
  await unsearched.goto(`/${locale}/search/`);

  await serveRelease(RELEASES.b);
  expect(await (await request.get(address)).text()).toContain(RELEASE_B_TEXT);

  // The zoom's scripts, which the old page loads only now, are A's; its own module B changed,
  // and the page gets A's from the files B kept.
  const askedByProductPage = watchFiles(productPage);
  await productPage.locator(parts.galleryZoom).first().click();
  const zoom = productPage.getByRole('dialog', { name: text.ProductGallery.zoomDialog.replace('{name}', name) });
  await expect(zoom).toBeVisible();
  const shown = zoom.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2400);
  expect(askedByProductPage.filter((file) => kept.has(file))).toContainEqual(expect.stringMatching(/\.js$/));
  await productPage.keyboard.press('Escape');
  await expect(zoom).toBeHidden();

  const save = productPage.getByRole('button', { name: `${text.Selection.save} ${name}`, exact: true });
  const selectionLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: text.Selection.link });
  await expect(selectionLink(productPage)).not.toContainText('1');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(selectionLink(productPage)).toContainText('1');
  expect(productErrors).toEqual([]);

  // The page that searched goes on with A's index: a word only A's description has finds the
  // piece, from parts of the index that B kept.
  const askedBySearched = watchFiles(searched);
  const result = await expectOneResult(searched, onlyInA);
  expect(askedBySearched.filter((file) => kept.has(file))).not.toEqual([]);
  // Its link opens the piece's page in release B, with B's description and B's own scripts: Next
  // loads a page of another build whole rather than within the old one.
  await result.click();
  await expect(searched).toHaveURL(address);
  const article = searched.locator(parts.productArticle);
  await expect(article).toContainText(RELEASE_B_TEXT);
  await expect(article).not.toContainText(onlyInA);
  expect(await searched.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(`${origin}${address}`);
  const scripts = await searched
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((script) => (script as HTMLScriptElement).src));
  expect(scripts.map(exportPath).filter((file) => kept.has(file))).toEqual([]);
  // What the old page saved is in the new release's pages too.
  await expect(selectionLink(searched)).toContainText('1');
  await expect(searched.getByRole('button', { name: `${text.Selection.save} ${name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(searchedErrors).toEqual([]);

  // The page that had not searched loads B's index with its first query: a word only B has.
  await expectOneResult(unsearched, onlyInB);
  expect(unsearchedErrors).toEqual([]);
});
