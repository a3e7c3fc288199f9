/** The product page: the gallery's strip, its zoom, and the QR code of the page's address. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Locale } from '@/app/_i18n/routing';
import * as parts from '@/tests/shared/parts';
import { readQrCode } from '@/tests/shared/qr-code';
import { content } from '@/tests/shared/site';
import { SCREENSHOTS, type Journey } from './journey';

/** Whether the gallery's strip shows view `index` (from 0), in views from the first, widths falling between pixels. */
function shownViewIs(index: number, stripSelector: string) {
  const strip = document.querySelector(stripSelector)!;
  return Math.round((strip.scrollLeft / strip.clientWidth) * 10) / 10 === index;
}

export function productPageJourneys(journey: Journey, locale: Locale) {
  const { engine, viewport, screenshot } = journey;
  const product = content.products[0]!;

  it(`${locale}: the gallery's strip moves one view at a time, and its thumbnails move it`, async () => {
    const { tab } = journey;
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
    const { tab } = journey;
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
    await tab.waitFor('its large picture', (selector) => document.querySelector<HTMLImageElement>(selector)?.naturalWidth === 2400, shown);
    // Back closes it, as a phone's Back button would, and leaves the visitor on the piece.
    await tab.evaluate(() => window.history.back());
    await tab.waitFor('the zoom to close', () => !document.querySelector('.pswp'));
    expect(await tab.evaluate(() => window.location.pathname)).toBe(`/${locale}/product/${product.sku}/`);
  });

  it(`${locale}: a product page offers its QR code at desktop widths, reading as the page's canonical address`, async () => {
    const { tab } = journey;
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
}
