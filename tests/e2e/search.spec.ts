import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '@/app/_lib/product/format-price';
import { MAX_QUERY_LENGTH } from '@/app/_config/search';
import type { Product } from '@/app/_content';
import {
  collectPageErrors,
  content,
  expectNoAccessibilityViolations,
  locales,
  messages,
  searchText,
  typeName,
  watchViolations,
} from './support';
import * as parts from '@/tests/shared/parts';

type Locale = (typeof locales)[number];

/** What each locale's visitor types: a word's beginning in English, a word inside names in Chinese, a type's name. */
const queries = {
  'en-US': {
    word: 'hibisc',
    matches: /\bhibisc/i,
    type: content.productTypes.find((type) => type.id === 'stole')!,
    nothing: 'qwxzv',
    // Words of the footer and the 404 page that no product's text holds: found only if the index took in more than products.
    chrome: ['reserved', 'registration', 'existed'],
  },
  'zh-CN': {
    word: '芙蓉',
    matches: /芙蓉/,
    type: content.productTypes.find((type) => type.id === 'stole')!,
    nothing: '潜水艇',
    // The footer's 版权所有 and ICP, and the 404 page's 移除.
    chrome: ['版权', 'ICP', '移除'],
  },
} as const;

/** Queries in Traditional characters beside the Simplified forms the site writes. */
const traditionalQueries = [
  ['丝巾', '絲巾'],
  ['发带', '髮帶'],
  ['锦江', '錦江'],
  ['干洗', '乾洗'],
  ['锦江晚照', '錦江晚照'],
] as const;

/** The results as shown: each a link to a product page, with its picture, name, type and price. */
async function shownResults(page: Page) {
  const links = page.locator(parts.searchResults).getByRole('link');
  return links.evaluateAll((elements) =>
    elements.map((link) => {
      // After the picture, the name, the type and the price, in that order.
      const [name, type, price] = [...link.querySelectorAll('span')].map((line) => line.textContent);
      return {
        href: link.getAttribute('href'),
        name,
        type,
        price,
        picture: (link.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0,
      };
    }),
  );
}

/** The results for `query` are the products whose shown text holds it, each drawn as the product page shows it. */
async function expectResultsFor(page: Page, locale: Locale, query: string, matches: (product: Product) => boolean) {
  const text = messages[locale].Search;
  const expected = content.products.filter(matches);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(
    (expected.length === 1 ? text.resultsOne : text.resultsMany).replace('{count}', String(expected.length)).replace('{query}', query),
  );
  await expect(page.locator(`${parts.searchResults} img`)).toHaveCount(expected.length);
  await expect.poll(async () => (await shownResults(page)).every((result) => result.picture > 0)).toBe(true);
  const shown = await shownResults(page);
  expect(shown.map((result) => result.href).sort()).toEqual(expected.map((product) => `/${locale}/product/${product.sku}/`).sort());
  for (const product of expected) {
    expect(shown).toContainEqual({
      href: `/${locale}/product/${product.sku}/`,
      name: product.text[locale].name,
      type: typeName(product, locale),
      price: formatPrice(product.price, locale),
      picture: expect.any(Number),
    });
  }
}

/** The search page's address holds `query` (spaces may be written + or %20). */
async function expectQueryInAddress(page: Page, locale: Locale, query: string | null) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/${locale}/search/`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
}

/** The header's search box: in the header's row on wide screens, in the Menu on phones. */
async function headerSearchBox(page: Page, locale: Locale) {
  const menu = page.getByRole('button', { name: messages[locale].Navigation.menu });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('banner').getByRole('searchbox', { name: messages[locale].Search.label });
}

test.describe('the product search', () => {
  for (const locale of locales) {
    const text = messages[locale].Search;
    const { word, matches, type, nothing, chrome } = queries[locale];
    const searchPage = `/${locale}/search/`;

    test(`${locale}: the header's box leads to results that come as one types, within the site and its policy`, async ({
      page,
      baseURL,
    }) => {
      const violations = await watchViolations(page);
      const errors = collectPageErrors(page, new URL(baseURL!).origin);
      await page.goto(`/${locale}/about/`);
      const box = await headerSearchBox(page, locale);
      await box.fill(word);
      await box.press('Enter');
      await expectQueryInAddress(page, locale, word);
      const pageBox = page.getByRole('main').getByRole('searchbox', { name: text.label });
      await expect(pageBox).toHaveValue(word);
      await expectResultsFor(page, locale, word, (product) => matches.test(searchText(product, locale)));
      // The header's own box is not shown twice beside the page's.
      await expect(page.getByRole('searchbox')).toHaveCount(1);
      await expectNoAccessibilityViolations(page);

      // Typing on narrows the results at once, and the address follows without a new page.
      const before = (await shownResults(page)).length;
      const wanted = content.products.find((product) => matches.test(product.text[locale].name))!;
      await pageBox.fill(wanted.text[locale].name);
      await expectQueryInAddress(page, locale, wanted.text[locale].name);
      await expect(page.locator(parts.searchResults).getByRole('link').first()).toHaveAttribute(
        'href',
        `/${locale}/product/${wanted.sku}/`,
      );
      expect((await shownResults(page)).length).toBeLessThan(before);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${locale}: each result has the cards' Save button, which saves the piece to the selection`, async ({ page }) => {
      const selection = messages[locale].Selection;
      await page.goto(`${searchPage}?q=${encodeURIComponent(word)}`);
      const results = page.locator(parts.searchResults).getByRole('listitem');
      await expect(results).toHaveCount(content.products.filter((product) => matches.test(searchText(product, locale))).length);
      const first = results.first();
      const sku = (await first.getByRole('link').getAttribute('href'))!.split('/').at(-2);
      const product = content.products.find((candidate) => candidate.sku === sku)!;
      const save = first.getByRole('button', { name: `${selection.save} ${product.text[locale].name}`, exact: true });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      const box = (await save.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('banner').getByRole('link', { name: selection.link })).toContainText('1');
      await expectNoAccessibilityViolations(page);
      await page.goto(`/${locale}/selection/`);
      await expect(page.getByRole('link', { name: product.text[locale].name, exact: true })).toBeVisible();
    });

    test(`${locale}: a type's name finds every product of that type`, async ({ page }) => {
      const name = type.name[locale];
      await page.goto(`${searchPage}?q=${encodeURIComponent(name)}`);
      await expectResultsFor(page, locale, name, (product) => searchText(product, locale).toLowerCase().includes(name.toLowerCase()));
      const shown = await shownResults(page);
      for (const product of content.products.filter((candidate) => candidate.type === type.id)) {
        expect(shown.map((result) => result.href)).toContain(`/${locale}/product/${product.sku}/`);
      }
    });

    test(`${locale}: a style code, typed as a line sheet prints it or in capitals, finds its piece alone`, async ({ page }) => {
      const product = content.products.at(-1)!;
      for (const query of [product.sku, product.sku.toUpperCase()]) {
        await page.goto(`${searchPage}?q=${encodeURIComponent(query)}`);
        await expect(page.getByRole('main').getByRole('status')).toHaveText(text.resultsOne.replace('{query}', query));
        await expect(page.locator(parts.searchResults).getByRole('link')).toHaveAttribute('href', `/${locale}/product/${product.sku}/`);
      }
    });

    test(`${locale}: a query with no result says so and offers the product list`, async ({ page }) => {
      await page.goto(`${searchPage}?q=${encodeURIComponent(nothing)}`);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(text.resultsNone.replace('{query}', nothing));
      await expect(page.locator(parts.searchResults)).toHaveCount(0);
      await page.getByRole('link', { name: text.browseAll }).click();
      await expect(page).toHaveURL(`/${locale}/product/`);
    });

    test(`${locale}: only products are found, never the navigation, the footer or the 404 page`, async ({ page, request }) => {
      const index = await (await request.get('/pagefind/pagefind-entry.json')).json();
      expect(index.languages[locale.toLowerCase()].page_count).toBe(content.products.length);
      for (const query of chrome) {
        // Each word is on every product page, around the product.
        const onEveryPage = JSON.stringify([messages[locale].Footer, messages[locale].NotFound, content.site.icp]);
        expect(onEveryPage).toContain(query);
        expect(content.products.filter((product) => searchText(product, locale).includes(query))).toEqual([]);
        await page.goto(`${searchPage}?q=${encodeURIComponent(query)}`);
        await expect(page.getByRole('main').getByRole('status')).toHaveText(text.resultsNone.replace('{query}', query));
      }
    });

    test(`${locale}: the address keeps the search through a reload, a result and Back`, async ({ page }) => {
      await page.goto(`${searchPage}?q=${encodeURIComponent(word)}`);
      const first = page.locator(parts.searchResults).getByRole('link').first();
      await expect(first).toBeVisible();
      await page.reload();
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(word);
      const href = await first.getAttribute('href');
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await first.click();
      await expect(page).toHaveURL(href!);
      // Followed within the page, as every link of the site is, not by loading a new document.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.goBack();
      await expectQueryInAddress(page, locale, word);
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(word);
      await expect(page.locator(parts.searchResults).getByRole('link').first()).toHaveAttribute('href', href!);
    });

    test(`${locale}: works by keyboard: type, Tab to a result, Escape clears, Enter opens`, async ({ page }) => {
      await page.goto(searchPage);
      const box = page.getByRole('main').getByRole('searchbox', { name: text.label });
      // Opened to search: the box has focus, and nothing is fetched before a query.
      await expect(box).toBeFocused();
      await page.keyboard.type(word);
      const results = page.locator(parts.searchResults).getByRole('link');
      await expect(results.first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(results.first()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(box).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');
      await expect(results).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('');
      await expectQueryInAddress(page, locale, null);
      await page.keyboard.type(word);
      await expect(results.first()).toBeVisible();
      const href = await results.first().getAttribute('href');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href!);
    });
  }

  test('zh-CN: Chinese words are found inside names and descriptions, named products first, never by characters apart', async ({
    page,
  }) => {
    const locale = 'zh-CN';
    const searchFor = (query: string) => page.goto(`/${locale}/search/?q=${encodeURIComponent(query)}`);
    // 锦江 is one word to the index's dictionary and two to Chromium's; 江晚 is no word at all, only letters of 锦江晚照.
    for (const words of ['锦江', '江晚']) {
      await searchFor(words);
      await expectResultsFor(page, locale, words, (product) => searchText(product, locale).includes(words));
      const named = content.products.filter((product) => product.text[locale].name.includes(words));
      const shown = await shownResults(page);
      expect(named.length).toBeGreaterThan(0);
      expect(shown.slice(0, named.length).map((result) => result.name)).toEqual(
        expect.arrayContaining(named.map((product) => product.text[locale].name)),
      );
    }
    // Punctuation typed after the words changes nothing.
    for (const typed of ['锦江！', '丝巾!', '丝巾😀']) {
      await searchFor(typed);
      const words = typed.match(/\p{Script=Han}+/u)![0];
      await expectResultsFor(page, locale, typed, (product) => searchText(product, locale).includes(words));
    }
    // One product holds both characters, none holds them side by side.
    const apart = '江锦';
    expect(content.products.some((product) => [...apart].every((character) => searchText(product, locale).includes(character)))).toBe(true);
    expect(content.products.some((product) => searchText(product, locale).includes(apart))).toBe(false);
    await searchFor(apart);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(messages[locale].Search.resultsNone.replace('{query}', apart));
  });

  // The composition is typed as an input method types it, through Chromium's DevTools protocol.
  test('zh-CN: nothing is searched for while an input method composes, and the words it gives are', async ({ page }) => {
    const locale = 'zh-CN';
    const words = '芙蓉';
    await page.goto(`/${locale}/search/`);
    const box = page.getByRole('searchbox', { name: messages[locale].Search.title });
    await box.focus();
    const devTools = await page.context().newCDPSession(page);
    for (const [index, pinyin] of ['f', 'fu', 'fu r', 'fu ro', 'fu rong'].entries()) {
      await devTools.send('Input.imeSetComposition', { text: pinyin, selectionStart: pinyin.length, selectionEnd: pinyin.length });
      await expect(box).toHaveValue(pinyin);
      if (index === 0) await page.waitForTimeout(500);
    }
    await expect(page.getByRole('main').getByRole('status')).toHaveText('');
    await expectQueryInAddress(page, locale, null);
    await devTools.send('Input.insertText', { text: words });
    await expect(box).toHaveValue(words);
    await expectResultsFor(page, locale, words, (product) => searchText(product, locale).includes(words));
    await expectQueryInAddress(page, locale, words);
  });

  test('a query longer than anyone types is cut before it is searched or shown', async ({ page }) => {
    const locale = 'en-US';
    await page.goto(`/${locale}/search/?q=${'silk '.repeat(MAX_QUERY_LENGTH)}`);
    const box = page.getByRole('searchbox', { name: messages[locale].Search.title });
    await expect(box).toHaveValue('silk '.repeat(MAX_QUERY_LENGTH).slice(0, MAX_QUERY_LENGTH));
    await expect(page.getByRole('main').getByRole('status')).not.toHaveText('');
    expect((await page.getByRole('main').getByRole('status').textContent())!.length).toBeLessThan(MAX_QUERY_LENGTH + 100);
  });

  for (const [locale, word] of [
    ['en-US', 'scarves'],
    ['zh-CN', '围巾'],
  ] as const) {
    test(`${locale}: a word editors gave a type for the search (${word}) finds its pieces, though no page shows it`, async ({ page }) => {
      const typesOfWord = content.productTypes.filter((type) => type.searchWords?.[locale]?.includes(word));
      expect(typesOfWord.length, `types whose search words hold ${word}`).toBeGreaterThan(0);
      const found = (product: Product) => typesOfWord.some((type) => type.id === product.type);
      await page.goto(`/${locale}/search/?q=${encodeURIComponent(word)}`);
      await expectResultsFor(page, locale, word, found);
      // The word is the index's alone: the page of a piece it finds does not show it.
      await page.goto(`/${locale}/product/${content.products.find(found)!.sku}/`);
      await expect(page.getByRole('main')).not.toContainText(word);
    });
  }

  for (const locale of locales) {
    test(`${locale}: a query in Traditional characters finds what its Simplified form finds, in the same order`, async ({ page }) => {
      const status = page.getByRole('main').getByRole('status');
      const shownFor = async (query: string, count: number) => {
        await page.goto(`/${locale}/search/?q=${encodeURIComponent(query)}`);
        const text = messages[locale].Search;
        const line = count === 0 ? text.resultsNone : count === 1 ? text.resultsOne : text.resultsMany;
        await expect(status).toHaveText(line.replace('{count}', String(count)).replace('{query}', query));
        return (await shownResults(page)).map((result) => result.href);
      };
      // 发 is 髮 in 发带 (not 發), 干 is 乾 in 干洗; 锦江晚照 mixes characters written otherwise with characters written alike.
      for (const [simplified, traditional] of traditionalQueries) {
        const expected = content.products.filter((product) => searchText(product, locale).includes(simplified));
        if (locale === 'zh-CN') expect(expected.length, `products whose page says ${simplified}`).toBeGreaterThan(0);
        const found = await shownFor(simplified, expected.length);
        expect(found.toSorted()).toEqual(expected.map((product) => `/${locale}/product/${product.sku}/`).toSorted());
        expect(await shownFor(traditional, expected.length)).toEqual(found);
      }
    });
  }

  test('pages that do not search load nothing of it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    for (const locale of locales) {
      await page.goto(`/${locale}/`, { waitUntil: 'networkidle' });
      await page.goto(`/${locale}/product/${content.products[0]!.sku}/`, { waitUntil: 'networkidle' });
      await page.goto(`/${locale}/search/`, { waitUntil: 'networkidle' });
    }
    expect(fetched.filter((path) => path.includes('/pagefind/'))).toEqual([]);
  });
});

test.describe('the product search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: the header's form leads to the search page, which offers the product list`, async ({ page, request }) => {
      const text = messages[locale].Search;
      await page.goto(`/${locale}/`);
      const box = await headerSearchBox(page, locale);
      await box.fill(queries[locale].word);
      await box.press('Enter');
      await expectQueryInAddress(page, locale, queries[locale].word);
      await expect(page.getByRole('main').getByRole('searchbox', { name: text.label })).toBeVisible();
      // Playwright's switch turns scripts off but not the parsing of <noscript>, which a browser without JavaScript shows.
      const html = await (await request.get(page.url())).text();
      const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1];
      expect(note).toContain(text.needsScript);
      expect(note).toContain(`<a href="/${locale}/product/">${text.browseAll}</a>`);
    });
  }
});
