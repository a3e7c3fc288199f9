/*
 * What a visitor does on the site, proven in an engine other than Chromium (engines.ts): each
 * journey in both locales, in a phone-sized and a desktop window, with a screenshot of every
 * screen in test-results/engines/<engine>/, and no uncaught error or CSP violation.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import httpServer from 'http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/app/_content/catalogue';
import { routing, type Locale } from '@/app/_i18n/routing';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };
import { freePort, openWindow, VIEWPORTS, type EngineName, type EngineWindow } from './engines';

const messages = { 'en-US': enUS, 'zh-CN': zhCN } as const;
const content = await loadContent(path.resolve('content'));
const other = (locale: Locale) => routing.locales.find((candidate) => candidate !== locale)!;
const SCREENSHOTS = path.resolve('test-results/engines');

/** What each locale's visitor searches for, and a query that finds nothing. */
const searches = { 'en-US': { query: 'hibisc', nothing: 'qwxzv' }, 'zh-CN': { query: '锦江', nothing: '潜水艇' } } as const;
const searchText = (sku: string, locale: Locale) => {
  const product = content.products.find((candidate) => candidate.sku === sku)!;
  const type = content.productTypes.find((candidate) => candidate.id === product.type)!;
  return `${product.text[locale].name} ${type.name[locale]} ${product.text[locale].text}`;
};

export function defineJourneys(engine: EngineName) {
  let origin = '';
  let server: ReturnType<typeof httpServer.createServer>;
  beforeAll(async () => {
    if (!existsSync('out/index.html')) throw new Error('out/ holds no exported site: run npm run build first');
    server = httpServer.createServer({ root: 'out', cache: -1, showDir: 'false' });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${port}`;
    await mkdir(path.join(SCREENSHOTS, engine), { recursive: true });
  });
  afterAll(() => server?.close());

  for (const viewport of VIEWPORTS) {
    describe.sequential(`${engine}, ${viewport.name} window`, () => {
      let tab: EngineWindow;
      beforeAll(async () => {
        tab = await openWindow(engine, origin, viewport);
      });
      afterAll(() => tab?.close());
      const screenshot = (locale: Locale, screen: string) =>
        tab.screenshot(path.join(SCREENSHOTS, engine, `${locale}-${viewport.name}-${screen}.png`));

      for (const locale of routing.locales) {
        const text = messages[locale];
        const product = content.products[0]!;

        it(`${locale}: a product card opens its page within the document, as every link of the site does`, async () => {
          await tab.open(`/${locale}/product/`);
          await tab.waitFor('the product list', () => document.querySelectorAll('.product-card__link').length > 0);
          await screenshot(locale, 'product-list');
          await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
          const href = await tab.evaluate(() => document.querySelector('.product-card__link')!.getAttribute('href'));
          await tab.click('.product-card__link');
          await tab.waitFor(`the address ${href}`, (href) => location.pathname === href, href);
          await tab.waitFor('the product heading', () => document.querySelector('h1')?.closest('.product-detail') !== null);
          expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        });

        it(`${locale}: the switcher moves to the same page in the other language and remembers the choice`, async () => {
          const target = other(locale);
          await tab.open(`/${locale}/product/${product.sku}/`);
          await screenshot(locale, 'product');
          await tab.click('.language-switcher');
          await tab.waitFor(`the ${target} page`, (path) => location.pathname === path, `/${target}/product/${product.sku}/`);
          await tab.waitFor(
            'the heading in the other language',
            (name) => document.querySelector('h1')?.textContent === name,
            product.text[target].name,
          );
          expect(await tab.evaluate(() => [document.documentElement.lang, localStorage.getItem('umi_locale')])).toEqual([target, target]);
        });

        it(`${locale}: the gallery's zoom opens by click with its large picture, moves by arrow key and closes by Escape`, async () => {
          await tab.open(`/${locale}/product/${product.sku}/`);
          await tab.click('.gallery__zoom');
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
          expect(await tab.evaluate(() => [...document.querySelectorAll('.gallery__zoom')].indexOf(document.activeElement!))).toBe(1);
        });

        it(`${locale}: search finds words in the page's language and says when nothing matches`, async () => {
          const { query, nothing } = searches[locale];
          await tab.open(`/${locale}/search/?q=${encodeURIComponent(query)}`);
          const expected = content.products
            .filter((candidate) => searchText(candidate.sku, locale).toLowerCase().includes(query))
            .map((candidate) => `/${locale}/product/${candidate.sku}/`)
            .sort();
          await tab.waitFor(
            `${expected.length} results`,
            (count) => document.querySelectorAll('.search-results a').length === count,
            expected.length,
          );
          const found = await tab.evaluate(() =>
            [...document.querySelectorAll('.search-results a')].map((link) => link.getAttribute('href')),
          );
          expect(found.sort()).toEqual(expected);
          await screenshot(locale, 'search');
          await tab.open(`/${locale}/search/?q=${encodeURIComponent(nothing)}`);
          const none = text.Search.resultsNone.replace('{query}', nothing);
          await tab.waitFor('the no-result line', (line) => document.querySelector('main [role="status"]')?.textContent === line, none);
        });

        if (viewport.name === 'phone') {
          it(`${locale}: the Menu opens and Escape closes it`, async () => {
            await tab.open(`/${locale}/`);
            await tab.click('.menu__button');
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
