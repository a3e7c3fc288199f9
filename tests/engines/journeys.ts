/*
 * What a visitor does on the site, proven in an engine other than Chromium (engines.ts): each
 * journey in both locales, in a phone-sized and a desktop window, with a screenshot of every
 * screen in test-results/engines/<engine>/, and no uncaught error or CSP violation.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFormatter } from 'next-intl';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '@/app/_lib/line-sheet/house-day';
import { formatRelativeDays } from '@/app/_lib/product/relative-time';
import { daysSince, HOUSE_TIME_ZONE } from '@/app/_config/house-time';
import { PAGE_LOAD_TIMEOUT_MS } from '@/app/_config/page-load';
import { MAX_QUANTITY, SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import { serveStatic, type StaticServer } from '@/scripts/lib/serving/static-server';
import { BASE_PATH, BASE_PATH_BUILD, buildVariant } from '@/tests/e2e/servers/test-servers';
import * as parts from '@/tests/shared/parts';
import { readQrCode } from '@/tests/shared/qr-code';
import { content, locales, messages, searchText } from '@/tests/shared/site';
import { openWindow, VIEWPORTS, type EngineName, type EngineWindow } from './engines';

const other = (locale: Locale) => locales.find((candidate) => candidate !== locale)!;
const SCREENSHOTS = path.resolve('test-results/engines');

/** What each locale's visitor searches for, the same in Traditional characters where they differ, and a query that finds nothing. */
const searches: Record<Locale, { query: string; traditional?: string; nothing: string }> = {
  'en-US': { query: 'hibisc', nothing: 'qwxzv' },
  'zh-CN': { query: '锦江', traditional: '錦江', nothing: '潜水艇' },
};

/**
 * The page data of one address, held back until released, to show the loading screen: held, not
 * delayed by a timer, which a busy machine could outrun. Next's route tree for it passes.
 */
const held = { path: '', release: () => {}, released: Promise.resolve() };
function holdPageData(path: string) {
  held.path = path;
  held.released = new Promise<void>((resolve) => (held.release = resolve));
}
function holdBack(request: IncomingMessage, _response: ServerResponse, next: () => void) {
  const url = request.url ?? '';
  if (held.path && url.startsWith(held.path) && url.includes('.txt') && !url.includes('__next._tree')) void held.released.then(next);
  else next();
}

/**
 * Keeps the page's timers of `ms` and longer, to be run by `runHeldTimers`: neither driver
 * controls a page's clock, and a journey cannot wait two minutes for the loading screen to give up.
 */
function holdTimersOf(ms: number) {
  const held: (() => void)[] = ((window as unknown as { heldTimers: (() => void)[] }).heldTimers = []);
  const setTimeoutAsUsual = window.setTimeout;
  window.setTimeout = ((handler: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => {
    if (delay < ms) return setTimeoutAsUsual(handler, delay, ...args);
    held.push(() => handler(...args));
    return 0;
  }) as typeof window.setTimeout;
}
/** Runs the timers held so far, as if their time had come, and says how many. */
function runHeldTimers() {
  const held = (window as unknown as { heldTimers: (() => void)[] }).heldTimers.splice(0);
  for (const run of held) run();
  return held.length;
}

/**
 * Waits until the pictures on screen are decoded and painted, so that a screenshot shows what a
 * visitor sees once they are in: WebKit and Firefox paint a `decoding="async"` picture a while
 * after it has loaded. Only the pictures on screen, clipping counted: a lazy one elsewhere is
 * not fetched until it is scrolled to.
 */
async function paintPicturesOnScreen() {
  const pictures = [...document.images];
  if (pictures.length > 0) {
    const onScreen = await new Promise<HTMLImageElement[]>((resolve) => {
      // Its first call reports every picture observed.
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
      });
      for (const picture of pictures) observer.observe(picture);
    });
    // A picture that fails is the journeys' to report, not the screenshot's.
    await Promise.all(onScreen.map((picture) => picture.decode().catch(() => {})));
  }
  await new Promise(requestAnimationFrame);
}

/**
 * Whether React has hydrated the first element `selector` matches, so that a click on it reaches
 * its handler: React marks each element it has hydrated with its props. A click before is lost.
 */
function hydrated(selector: string) {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Whether the header's link to the selection shows `count` saved pieces ('' when it shows none). */
function headerCountIs(locale: string, count: string) {
  return (document.querySelector(`header > a[href="/${locale}/selection/"] span[aria-hidden="true"]`)?.textContent ?? '') === count;
}

/** The selection page's saved pieces as shown: name, quantity field, note, and whether the quantity is marked invalid. */
function shownProducts() {
  return [...document.querySelectorAll('section[aria-labelledby="pieces-heading"] li')].map((piece) => ({
    name: piece.querySelector('h3')?.textContent,
    quantity: piece.querySelector('input')?.value,
    note: piece.querySelector('textarea')?.value,
    invalid: piece.querySelector('input')?.getAttribute('aria-invalid'),
  }));
}

/** Whether the gallery's strip shows view `index` (from 0), in views from the first, widths falling between pixels. */
function shownViewIs(index: number, stripSelector: string) {
  const strip = document.querySelector(stripSelector)!;
  return Math.round((strip.scrollLeft / strip.clientWidth) * 10) / 10 === index;
}

const servers: StaticServer[] = [];

export function defineJourneys(engine: EngineName) {
  let origin = '';
  /** The site built under a base path with one product a page, as the end-to-end tests build it. */
  let paginatedOrigin = '';
  beforeAll(async () => {
    if (!existsSync('out/index.html')) throw new Error('out/ holds no exported site: run npm run build first');
    // Made by the end-to-end tests, which run before; built here when they have not run.
    if (!existsSync(path.join(BASE_PATH_BUILD.outDir, 'index.html'))) await buildVariant(BASE_PATH_BUILD);
    const site = await serveStatic('out', { before: [holdBack] });
    const paginated = await serveStatic(BASE_PATH_BUILD.outDir, { basePath: BASE_PATH });
    servers.push(site, paginated);
    origin = site.origin;
    paginatedOrigin = paginated.origin;
    await mkdir(path.join(SCREENSHOTS, engine), { recursive: true });
  }, 300_000);
  afterAll(() => servers.forEach((server) => server.close()));

  for (const viewport of VIEWPORTS) {
    describe.sequential(`${engine}, ${viewport.name} window`, () => {
      let tab: EngineWindow;
      beforeAll(async () => {
        tab = await openWindow(engine, origin, viewport);
      });
      afterAll(() => tab?.close());
      const screenshot = async (locale: Locale, screen: string) => {
        await tab.evaluate(paintPicturesOnScreen);
        await tab.screenshot(path.join(SCREENSHOTS, engine, `${locale}-${viewport.name}-${screen}.png`));
      };
      /** From the home page, follows the site's link to `target` (in the Menu on phones) until the loading screen shows. */
      const followToLoadingScreen = async (locale: Locale, target: string, beforeFollowing = async () => {}) => {
        await tab.open(`/${locale}/`);
        if (viewport.name === 'phone') await tab.click(parts.menuButton);
        // Next shows the screen once it has the route tree, which it prefetches when the pointer
        // comes over the link with the page's scripts running: moved off and over it again until then
        // (the pointer may rest where the last journey left it, or arrive before the scripts run).
        const link = parts.navigationLink(target);
        const treePrefetched = (path: string) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes(`${path}__next._tree`));
        for (let tries = 1; !(await tab.evaluate(treePrefetched, target)); tries++) {
          if (tries > 20) throw new Error(`Next did not prefetch the route tree of ${target} with the pointer over its link`);
          await tab.hover(parts.otherNavigationLinks(target));
          await tab.hover(link);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        await beforeFollowing();
        await tab.click(link);
        await tab.waitFor('the loading screen', (selector) => document.querySelector(selector) !== null, parts.loadingScreen);
      };

      for (const locale of locales) {
        const text = messages[locale];
        const product = content.products[0]!;

        it(`${locale}: a product card opens its page within the document, as every link of the site does`, async () => {
          await tab.open(`/${locale}/product/`);
          await tab.waitFor('the product list', (selector) => document.querySelectorAll(selector).length > 0, parts.productCardLink);
          await screenshot(locale, 'product-list');
          await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
          const href = await tab.evaluate((selector) => document.querySelector(selector)!.getAttribute('href'), parts.productCardLink);
          await tab.click(parts.productCardLink);
          await tab.waitFor(`the address ${href}`, (href) => location.pathname === href, href);
          await tab.waitFor('the product heading', () => document.querySelector('h1')?.closest('article') !== null);
          expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        });

        it(`${locale}: a product page says when the piece was added in words, once its scripts run`, async () => {
          const format = createFormatter({ locale, timeZone: HOUSE_TIME_ZONE });
          const wordsAt = (moment: number) =>
            text.Arrivals.added.replace(
              '{when}',
              formatRelativeDays(format, daysSince(product.added, new Date(moment)), text.Arrivals.today),
            );
          // Neither driver sets the page's clock: the words of this minute, or of the next should the day turn meanwhile.
          const expected = [wordsAt(Date.now()), wordsAt(Date.now() + 120_000)];
          await tab.open(`/${locale}/product/${product.sku}/`);
          await tab.waitFor(
            'the relative words',
            (expected, selector) => expected.includes(document.querySelector(selector)?.textContent ?? ''),
            expected,
            parts.addedLine,
          );
          expect(
            await tab.evaluate((selector) => document.querySelector(`${selector} time`)?.getAttribute('datetime'), parts.addedLine),
          ).toBe(product.added);
          await screenshot(locale, 'added-date');
        });

        it(`${locale}: the switcher moves to the same page in the other language and remembers the choice`, async () => {
          const target = other(locale);
          await tab.open(`/${locale}/product/${product.sku}/`);
          await screenshot(locale, 'product');
          await tab.click(parts.languageSwitcher);
          await tab.waitFor(`the ${target} page`, (path) => location.pathname === path, `/${target}/product/${product.sku}/`);
          await tab.waitFor(
            'the heading in the other language',
            (name) => document.querySelector('h1')?.textContent === name,
            product.text[target].name,
          );
          expect(await tab.evaluate(() => [document.documentElement.lang, localStorage.getItem('umi_locale')])).toEqual([target, target]);
        });

        it(`${locale}: the gallery's strip moves one view at a time, and its thumbnails move it`, async () => {
          await tab.open(`/${locale}/product/${product.sku}/`);
          // A short swipe, as a thumb gives it: the strip snaps to the next view, not beyond.
          await tab.evaluate((selector) => {
            const strip = document.querySelector(selector)!;
            strip.scrollBy({ left: strip.clientWidth * 0.3, behavior: 'instant' });
          }, parts.galleryStrip);
          await tab.waitFor('the strip to snap to view 2', shownViewIs, 1, parts.galleryStrip);
          await tab.waitFor(
            'the second thumbnail marked',
            (selector) => document.querySelectorAll(selector)[1]?.getAttribute('aria-current') === 'true',
            parts.galleryThumbnail,
          );
          await screenshot(locale, 'gallery-strip');
          const last = product.images.length - 1;
          await tab.click(`main li:nth-child(${last + 1}) > button[aria-current]`);
          await tab.waitFor(`the strip to show view ${last + 1}`, shownViewIs, last, parts.galleryStrip);
        });

        it(`${locale}: the gallery's zoom opens by click and by Enter with its large picture, moves by arrow key and closes by Escape and by Back`, async () => {
          await tab.open(`/${locale}/product/${product.sku}/`);
          await tab.click(parts.galleryZoom);
          const shown = '.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)';
          await tab.waitFor(
            'the zoom picture',
            (selector) => {
              const image = document.querySelector<HTMLImageElement>(selector);
              return image?.complete && image.naturalWidth === 2400 && /-zoom\.(avif|webp)$/.test(image.src);
            },
            shown,
          );
          expect(await tab.evaluate(() => document.querySelector('.pswp')?.getAttribute('aria-modal'))).toBe('true');
          await screenshot(locale, 'zoom');
          await tab.press('ArrowRight');
          await tab.waitFor('the second view', () => /^2 \//.test(document.querySelector('.pswp__counter')?.textContent ?? ''));
          await tab.press('Escape');
          await tab.waitFor('the zoom to close', () => !document.querySelector('.pswp'));
          // Focus comes back to the picture in view: the second.
          expect(
            await tab.evaluate((selector) => [...document.querySelectorAll(selector)].indexOf(document.activeElement!), parts.galleryZoom),
          ).toBe(1);
          // By keyboard alone: Enter on the focused picture opens it at that view.
          await tab.press('Enter');
          await tab.waitFor('the zoom at the second view', () => /^2 \//.test(document.querySelector('.pswp__counter')?.textContent ?? ''));
          await tab.waitFor(
            'its large picture',
            (selector) => document.querySelector<HTMLImageElement>(selector)?.naturalWidth === 2400,
            shown,
          );
          // Back closes it, as a phone's Back button would, and leaves the visitor on the piece.
          await tab.evaluate(() => window.history.back());
          await tab.waitFor('the zoom to close', () => !document.querySelector('.pswp'));
          expect(await tab.evaluate(() => window.location.pathname)).toBe(`/${locale}/product/${product.sku}/`);
        });

        it(`${locale}: search finds words in the page's language and says when nothing matches`, async () => {
          const { query, traditional, nothing } = searches[locale];
          await tab.open(`/${locale}/search/?q=${encodeURIComponent(query)}`);
          const expected = content.products
            .filter((candidate) => searchText(candidate, locale).toLowerCase().includes(query))
            .map((candidate) => `/${locale}/product/${candidate.sku}/`)
            .sort();
          await tab.waitFor(
            `${expected.length} results`,
            (count, selector) => document.querySelectorAll(`${selector} a`).length === count,
            expected.length,
            parts.searchResults,
          );
          const shownResults = () =>
            tab.evaluate(
              (selector) => [...document.querySelectorAll(`${selector} a`)].map((link) => link.getAttribute('href')),
              parts.searchResults,
            );
          const found = await shownResults();
          expect(found.toSorted()).toEqual(expected);
          // Each result shows its picture, decoded: WebKit paints a `decoding="async"` picture a while after it has loaded.
          const pictures = await tab.evaluate((selector) => {
            const pictures = [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)];
            return Promise.all(pictures.map((picture) => picture.decode()))
              .then(() => new Promise(requestAnimationFrame))
              .then(() => pictures.length);
          }, parts.searchResults);
          expect(pictures).toBe(expected.length);
          await screenshot(locale, 'search');
          if (traditional) {
            // Typed in Traditional characters: the same products, in the same order.
            await tab.open(`/${locale}/search/?q=${encodeURIComponent(traditional)}`);
            const line = text.Search.resultsMany.replace('{count}', String(expected.length)).replace('{query}', traditional);
            await tab.waitFor(
              "the Traditional query's results",
              (line) => document.querySelector('main [role="status"]')?.textContent === line,
              line,
            );
            expect(await shownResults()).toEqual(found);
            await screenshot(locale, 'search-traditional');
          }
          await tab.open(`/${locale}/search/?q=${encodeURIComponent(nothing)}`);
          const none = text.Search.resultsNone.replace('{query}', nothing);
          await tab.waitFor('the no-result line', (line) => document.querySelector('main [role="status"]')?.textContent === line, none);
        });

        it(`${locale}: a legacy address moves to the stored language's page, keeping its query and fragment`, async () => {
          await tab.open(`/${locale}/`);
          await tab.evaluate((stored) => localStorage.setItem('umi_locale', stored), locale);
          await tab.open(`/product/${product.sku}/?ref=x#care`);
          await tab.waitFor('the locale page', (path) => location.pathname === path, `/${locale}/product/${product.sku}/`);
          expect(await tab.evaluate(() => [location.search, location.hash])).toEqual(['?ref=x', '#care']);
          // With no stored choice, the browser's own language decides.
          await tab.evaluate(() => localStorage.removeItem('umi_locale'));
          await tab.open('/about/');
          await tab.waitFor('a locale page', () => /^\/(en-US|zh-CN)\/about\/$/.test(location.pathname));
          const [landed, language] = await tab.evaluate(() => [location.pathname, navigator.language]);
          expect(landed).toBe(`/${language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US'}/about/`);
        });

        it(`${locale}: the type filter shows one type at its own address, and an old ?type= address leads there`, async () => {
          const type = content.productTypes[1]!;
          const listed = content.products.filter((candidate) => candidate.type === type.id).length;
          await tab.open(`/${locale}/product/`);
          await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
          await tab.click(`main nav a[href="/${locale}/product/type/${type.id}/"]`);
          await tab.waitFor(`the ${type.id} page`, (path) => location.pathname === path, `/${locale}/product/type/${type.id}/`);
          await tab.waitFor(
            `${listed} cards`,
            (count, selector) => document.querySelectorAll(selector).length === count,
            listed,
            parts.productCard,
          );
          expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
          await screenshot(locale, 'product-type');
          await tab.open(`/${locale}/product/?utm_source=news&type=${type.id}#main`);
          await tab.waitFor('the type page', (path) => location.pathname === path, `/${locale}/product/type/${type.id}/`);
          expect(await tab.evaluate(() => [location.search, location.hash])).toEqual(['?utm_source=news', '#main']);
        });

        it(`${locale}: a slow page shows the loading screen until it arrives`, async () => {
          const target = `/${locale}/contact/`;
          holdPageData(target);
          try {
            await followToLoadingScreen(locale, target);
            // Shown after 200 ms, by a CSS animation.
            await tab.waitFor(
              'the revealed screen',
              (selector) => getComputedStyle(document.querySelector(selector)!).visibility === 'visible',
              parts.loadingScreen,
            );
            expect(await tab.evaluate((selector) => document.querySelector(selector)!.textContent, parts.loadingScreen)).toBe(
              text.Loading.label,
            );
            await screenshot(locale, 'loading');
          } finally {
            held.release();
            held.path = '';
          }
          await tab.waitFor(
            'the contact page',
            (path, selector) => location.pathname === path && !document.querySelector(selector),
            target,
            parts.loadingScreen,
          );
        });

        it(`${locale}: a page that has not arrived after 120 s says so, and its button loads it afresh`, async () => {
          const target = `/${locale}/contact/`;
          holdPageData(target);
          try {
            await followToLoadingScreen(locale, target, () => tab.evaluate(holdTimersOf, PAGE_LOAD_TIMEOUT_MS));
            // The screen sets its timer in an effect, which React runs after showing it.
            await tab.waitFor("the screen's 120 s timer", () => (window as unknown as { heldTimers: unknown[] }).heldTimers.length > 0);
            expect(await tab.evaluate(runHeldTimers)).toBe(1);
            await tab.waitFor(
              'the message',
              (title) => document.querySelector('[role="alert"] h1')?.textContent === title,
              text.Errors.title,
            );
            expect(await tab.evaluate(() => document.querySelector('[role="alert"] button')?.textContent)).toBe(text.Errors.reload);
            await screenshot(locale, 'loading-timeout');
            await tab.click('[role="alert"] button');
            await tab.waitFor('the contact page', (path) => location.pathname === path && document.readyState === 'complete', target);
          } finally {
            held.release();
            held.path = '';
          }
          await tab.waitFor('its heading', (title) => document.querySelector('h1')?.textContent === title, text.Contact.title);
        });

        it(`${locale}: the list's pages follow one another within the document, each at its own address`, async () => {
          const list = `${BASE_PATH}/${locale}/product/`;
          const shows = (name: string, selector: string) =>
            [...document.querySelectorAll(selector)].map((card) => card.textContent).join() === name;
          await tab.open(new URL(list, paginatedOrigin).href);
          await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
          await tab.click('main nav a[rel="next"]');
          await tab.waitFor('page 2', (path) => location.pathname === path, `${list}page/2/`);
          await tab.waitFor('the second product', shows, content.products[1]!.text[locale].name, parts.productCardName);
          await screenshot(locale, 'pagination');
          await tab.click('main nav a[rel="prev"]');
          await tab.waitFor('page 1', (path) => location.pathname === path, list);
          await tab.waitFor('the first product', shows, content.products[0]!.text[locale].name, parts.productCardName);
          expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        });

        it(`${locale}: a product page offers its QR code at desktop widths, reading as the page's canonical address`, async () => {
          await tab.open(`/${locale}/product/${product.sku}/`);
          const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;
          if (viewport.name === 'phone') {
            expect(await tab.evaluate(display, parts.pageQr)).toBe('none');
            return;
          }
          await tab.click(`${parts.pageQr} summary`);
          await tab.waitFor('the open QR code', (selector) => document.querySelector(selector)?.hasAttribute('open'), parts.pageQr);
          await tab.evaluate(
            (selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
            parts.pageQr,
          );
          await screenshot(locale, 'qr-code');
          const canonical = await tab.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
          const drawing = await tab.screenshotOf(parts.pageQrCode);
          await writeFile(path.join(SCREENSHOTS, engine, `${locale}-${viewport.name}-qr-code-alone.png`), drawing);
          const reading = await readQrCode(drawing);
          expect(reading?.text).toBe(canonical);
          expect(reading?.quietZone).toBeCloseTo(4, 0);
          expect(reading?.colours).toEqual(['#000000', '#ffffff']);
        });

        it(`${locale}: pieces saved from a card and a product page make a selection, edited, sent by mail and shared by address in the other language`, async () => {
          const target = other(locale);
          const targetText = messages[target].Selection;
          const [first, second] = [content.products[0]!, content.products[1]!];
          const saveOnCard = `main li:has(> a[href="/${locale}/product/${first.sku}/"]) button[aria-pressed]`;
          const saveOnPage = `${parts.productArticle} button[aria-pressed]`;
          const pressed = (selector: string) => document.querySelector(selector)?.getAttribute('aria-pressed') === 'true';
          await tab.open(`/${locale}/product/`);
          // The window's selection, left by the other locale's journey, starts empty.
          await tab.evaluate((key) => localStorage.removeItem(key), SELECTION_STORAGE_KEY);
          await tab.open(`/${locale}/product/`);
          await tab.waitFor("the card's Save button to work", hydrated, saveOnCard);
          expect(await tab.evaluate((selector) => document.querySelector(selector)?.textContent, saveOnCard)).toBe(
            `${text.Selection.save} ${first.text[locale].name}`,
          );
          await tab.click(saveOnCard);
          await tab.waitFor('the card saved', pressed, saveOnCard);
          await tab.waitFor('the count 1', headerCountIs, locale, '1');
          await screenshot(locale, 'selection-card-saved');

          await tab.open(`/${locale}/product/${second.sku}/`);
          await tab.waitFor("the page's Save button to work", hydrated, saveOnPage);
          // The header reads the browser's selection once it has hydrated too, which may come after the button.
          await tab.waitFor('the count 1 on the new page', headerCountIs, locale, '1');
          await tab.click(saveOnPage);
          await tab.waitFor('the piece saved', pressed, saveOnPage);
          await tab.evaluate(
            (selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
            saveOnPage,
          );
          await tab.waitFor('the count 2', headerCountIs, locale, '2');
          await screenshot(locale, 'selection-page-saved');

          // The selection is the browser's, whichever language its page is in.
          const selectionPage = `/${target}/selection/`;
          await tab.open(selectionPage);
          await tab.waitFor(
            'the two saved pieces',
            () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 2,
          );
          expect(await tab.evaluate(shownProducts)).toEqual([
            { name: first.text[target].name, quantity: '1', note: '', invalid: 'false' },
            { name: second.text[target].name, quantity: '1', note: '', invalid: 'false' },
          ]);
          const firstQuantity = 'section[aria-labelledby="pieces-heading"] li:nth-child(1) input';
          const secondQuantity = 'section[aria-labelledby="pieces-heading"] li:nth-child(2) input';
          const note = { 'en-US': 'ivory, 8 cm & gift box', 'zh-CN': '象牙白，8 厘米，配礼盒' }[target];
          await tab.fill(firstQuantity, '40');
          await tab.fill('section[aria-labelledby="pieces-heading"] li:nth-child(1) textarea', note);
          await tab.fill(secondQuantity, '0');
          await tab.waitFor(
            'the quantity marked invalid',
            (selector) => document.querySelector(selector)?.getAttribute('aria-invalid') === 'true',
            secondQuantity,
          );
          const error = targetText.quantityError.replace('{max}', MAX_QUANTITY.toLocaleString(target));
          expect(
            await tab.evaluate((selector) => {
              const field = document.querySelector(selector)!;
              return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
            }, secondQuantity),
          ).toBe(error);
          expect(await tab.evaluate(shownProducts)).toEqual([
            { name: first.text[target].name, quantity: '40', note, invalid: 'false' },
            { name: second.text[target].name, quantity: '0', note: '', invalid: 'true' },
          ]);
          await tab.evaluate(
            (selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
            secondQuantity,
          );
          await screenshot(locale, 'selection-edited');

          // Kept by the browser: a reload shows the quantity and the note, and the last valid quantity of the other.
          await tab.open(selectionPage);
          await tab.waitFor(
            'the two saved pieces',
            () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 2,
          );
          expect(await tab.evaluate(shownProducts)).toEqual([
            { name: first.text[target].name, quantity: '40', note, invalid: 'false' },
            { name: second.text[target].name, quantity: '1', note: '', invalid: 'false' },
          ]);

          // The order form: a workbook made in the page, saved by the browser, in the page's language.
          const orderFormButton = 'section[aria-labelledby="actions-heading"] div:has(> a[href^="mailto:"]) > button:last-of-type';
          expect(await tab.evaluate((selector) => document.querySelector(selector)?.textContent, orderFormButton)).toBe(
            targetText.orderForm,
          );
          const asked = new Date();
          await tab.click(orderFormButton);
          const saved = await tab.nextDownload('the order form');
          const names = [asked, new Date()].map(
            (instant) =>
              `${targetText.orderFormFile.replace('{house}', content.site.brandName[target]).replace('{date}', isoDay(instant, HOUSE_TIME_ZONE))}.xlsx`,
          );
          // WebKitGTK's MiniBrowser saves a name in Chinese with its UTF-8 bytes read as Latin-1
          // ("订" becomes "è®¢"): there, a Chinese name is checked by its ending alone.
          if (engine === 'webkit' && /[^\x20-\x7e]/.test(names[0]!)) expect(path.basename(saved)).toMatch(/ \d{4}-\d{2}-\d{2}\.xlsx$/);
          else expect(names).toContain(path.basename(saved));
          const rows = (await readSheet(saved)) as unknown[][];
          expect(rows.flat()).toContain(targetText.orderFormTitle);
          // The header, then a row per piece in the selection's order.
          const headerIndex = rows.findIndex((row) => row.includes(targetText.orderQuantity));
          const column = (label: string) => rows[headerIndex]!.indexOf(label);
          const ordered = rows
            .slice(headerIndex + 1, headerIndex + 3)
            .map((row) => [
              row[column(messages[target].ProductSpec.sku)],
              row[column(targetText.orderName)],
              row[column(targetText.orderQuantity)],
            ]);
          expect(ordered).toEqual([
            [first.sku, first.text[target].name, 40],
            [second.sku, second.text[target].name, 1],
          ]);

          const mailto = decodeURIComponent(
            await tab.evaluate(() =>
              document.querySelector('section[aria-labelledby="actions-heading"] a[href^="mailto:"]')!.getAttribute('href')!,
            ),
          );
          expect(mailto).toMatch(new RegExp(`^mailto:${content.contact.email.replace(/\./g, '\\.')}\\?subject=`));
          const body = mailto.slice(mailto.indexOf('&body=') + '&body='.length);
          expect(body).toContain(first.sku);
          expect(body).toContain(second.sku);
          expect(body).toContain(targetText.mailQuantity.replace('{quantity}', '40'));
          expect(body).toContain(targetText.mailNote.replace('{note}', note));
          // "Copy for WeChat" is left out: neither driver lets a journey read what a page copies.

          const shareAddress = new URL(
            await tab.evaluate(() => document.querySelector<HTMLInputElement>('input[type="url"][readonly]')!.value),
          );
          expect(shareAddress.pathname).toBe(selectionPage);
          expect(shareAddress.searchParams.get('pieces')).toBe(`${first.sku}:40,${second.sku}:1`);
          expect(shareAddress.searchParams.get(`note.${first.sku}`)).toBe(note);

          // Opened by someone else: a browser with no selection of its own. The address names the
          // site's public origin; the same page on this server is opened with its query.
          await tab.evaluate((key) => localStorage.removeItem(key), SELECTION_STORAGE_KEY);
          await tab.open(`${shareAddress.pathname}${shareAddress.search}`);
          const shared = 'section[aria-labelledby="shared-heading"]';
          await tab.waitFor('the shared pieces', (selector) => document.querySelectorAll(`${selector} li`).length === 2, shared);
          expect(await tab.evaluate((selector) => document.querySelector(`${selector} h2`)?.textContent, shared)).toBe(
            targetText.sharedTitle,
          );
          const sharedLines = await tab.evaluate(
            (selector) => [...document.querySelectorAll(`${selector} li`)].map((line) => line.textContent),
            shared,
          );
          expect(sharedLines[0]).toContain(first.text[target].name);
          expect(sharedLines[0]).toContain(targetText.mailQuantity.replace('{quantity}', '40'));
          expect(sharedLines[0]).toContain(note);
          expect(sharedLines[1]).toContain(second.text[target].name);
          expect(sharedLines[1]).toContain(targetText.mailQuantity.replace('{quantity}', '1'));
          expect(await tab.evaluate(headerCountIs, target, '')).toBe(true);
          await screenshot(locale, 'selection-shared');

          await tab.click(`${shared} button`);
          await tab.waitFor(
            'the pieces added',
            () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 2,
          );
          expect(await tab.evaluate(shownProducts)).toEqual([
            { name: first.text[target].name, quantity: '40', note, invalid: 'false' },
            { name: second.text[target].name, quantity: '1', note: '', invalid: 'false' },
          ]);
          expect(await tab.evaluate((selector) => document.querySelector(selector), shared)).toBeNull();
          expect(await tab.evaluate(() => [location.search, document.querySelector('main [role="status"]')?.textContent])).toEqual([
            '',
            targetText.sharedAdded,
          ]);
          await tab.waitFor('the count 2', headerCountIs, target, '2');
          // The button is gone with the shared list: the keyboard's place is the list's heading.
          expect(await tab.evaluate(() => document.activeElement?.id)).toBe('pieces-heading');

          await tab.click('section[aria-labelledby="pieces-heading"] li:nth-child(2) button');
          await tab.waitFor('one piece left', () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 1);
          expect((await tab.evaluate(shownProducts))[0]?.name).toBe(first.text[target].name);
          await tab.waitFor('the count 1', headerCountIs, target, '1');
          expect(await tab.evaluate(() => document.activeElement?.id)).toBe('pieces-heading');
          await screenshot(locale, 'selection-removed');
        });

        if (viewport.name === 'phone') {
          it(`${locale}: the Menu opens and Escape closes it`, async () => {
            await tab.open(`/${locale}/`);
            await tab.click(parts.menuButton);
            await tab.waitFor('the open Menu', () => document.querySelector('#site-menu')?.matches(':popover-open'));
            await screenshot(locale, 'menu');
            await tab.press('Escape');
            await tab.waitFor('the closed Menu', () => !document.querySelector('#site-menu')?.matches(':popover-open'));
          });
        }
      }

      it('meets no uncaught script error and no CSP violation on any of these journeys', async () => {
        expect(await tab.problems()).toEqual([]);
      });
    });
  }
}
