/*
 * What a visitor does on the site, proven in an engine other than Chromium (engines.ts): each
 * journey in both locales, in a phone-sized and a desktop window, with a screenshot of every
 * screen in test-results/engines/<engine>/, and no uncaught error or CSP violation.
 *
 * The journeys of one engine and size run in turn in one window, as one visitor would; each
 * file beside this one holds the journeys of one part of the site.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '@/scripts/lib/serving/static-server';
import { BASE_PATH, BASE_PATH_BUILD, buildVariant } from '@/tests/e2e/servers/test-servers';
import { locales } from '@/tests/shared/site';
import { openWindow, VIEWPORTS, type EngineName, type EngineWindow } from '../engines';
import { browsingJourneys } from './browsing';
import { SCREENSHOTS, type Journey } from './journey';
import { holdBack, loadingScreenJourneys } from './loading-screen';
import { productPageJourneys } from './product-page';
import { searchJourneys } from './search';
import { selectionJourneys } from './selection';

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

const servers: StaticServer[] = [];

export function defineJourneys(engine: EngineName) {
  let origin = '';
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
      let tab: EngineWindow | undefined;
      beforeAll(async () => {
        tab = await openWindow(engine, origin, viewport);
      });
      afterAll(() => tab?.close());
      const journey: Journey = {
        engine,
        viewport,
        get tab() {
          if (!tab) throw new Error(`the ${engine} window did not open`);
          return tab;
        },
        get paginatedOrigin() {
          return paginatedOrigin;
        },
        async screenshot(locale, screen) {
          await journey.tab.evaluate(paintPicturesOnScreen);
          await journey.tab.screenshot(path.join(SCREENSHOTS, engine, `${locale}-${viewport.name}-${screen}.png`));
        },
      };

      for (const locale of locales) {
        browsingJourneys(journey, locale);
        productPageJourneys(journey, locale);
        searchJourneys(journey, locale);
        loadingScreenJourneys(journey, locale);
        selectionJourneys(journey, locale);
      }

      it('meets no uncaught script error and no CSP violation on any of these journeys', async () => {
        expect(await journey.tab.problems()).toEqual([]);
      });
    });
  }
}
