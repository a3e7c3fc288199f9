import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { collectPageErrors, content, expectNoAccessibilityViolations, locales, messages, watchViolations } from './support';
import * as parts from '@/tests/shared/parts';

/** The product with the most pictures, and descriptions written for some of them. */
const product = content.products.toSorted(
  (a, b) =>
    b.images.length - a.images.length ||
    Object.keys(b.text['en-US'].pictures ?? {}).length - Object.keys(a.text['en-US'].pictures ?? {}).length,
)[0]!;
const count = product.images.length;

/** The pictures' alt texts as a visitor's screen reader reads them: the editor's description, else "<name>, view 2 of 3". */
function altsIn(locale: (typeof locales)[number]): string[] {
  const { name, pictures = {} } = product.text[locale];
  const template = messages[locale].ProductGallery.viewAlt;
  return product.images.map(
    (image, index) =>
      pictures[image.file] ??
      template
        .replace('{name}', name)
        .replace('{index}', String(index + 1))
        .replace('{count}', String(count)),
  );
}

/** Every script and stylesheet the page fetched, with whether it holds PhotoSwipe. */
function watchLibraries(page: Page) {
  const fetched: { url: string; zoom: boolean }[] = [];
  page.on('response', async (response) => {
    if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
    fetched.push({ url: response.url(), zoom: (await response.text()).includes('pswp') });
  });
  return fetched;
}

test.describe('the product gallery', () => {
  for (const locale of locales) {
    const text = messages[locale].ProductGallery;
    const name = product.text[locale].name;
    const address = `/${locale}/product/${product.sku}/`;

    test(`${locale}: shows every view in content order, one at a time, with thumbnails that are buttons`, async ({ page }) => {
      await page.goto(address);
      const gallery = page.getByRole('region', { name: text.label.replace('{name}', name) });
      const views = gallery.locator(`${parts.galleryStrip} > li`);
      await expect(views).toHaveCount(count);
      // Each view's picture is on the page once the strip comes to it; the first is there from the start.
      await expect(views.first().getByRole('img')).toHaveAccessibleName(altsIn(locale)[0]!);
      const thumbnails = gallery.getByRole('button');
      await expect(thumbnails).toHaveCount(count);
      await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');

      const strip = gallery.locator(parts.galleryStrip);
      /** Which view the strip shows, in views from the first (widths may fall between pixels). */
      const shownView = () => strip.evaluate((element) => Math.round((element.scrollLeft / element.clientWidth) * 10) / 10);
      // A short swipe, as a thumb gives it: the strip snaps to the next view, not beyond.
      await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth * 0.3, behavior: 'instant' }));
      await expect.poll(shownView).toBe(1);
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(views.nth(1).getByRole('img')).toHaveAccessibleName(altsIn(locale)[1]!);
      await expect(views.nth(1).getByText(`2 / ${count}`)).toBeVisible();

      const last = count - 1;
      await thumbnails.nth(last).click();
      await expect.poll(shownView).toBe(last);
      await expect(thumbnails.nth(last)).toHaveAccessibleName(
        text.showView.replace('{index}', String(count)).replace('{count}', String(count)),
      );
      for (const [index, alt] of altsIn(locale).entries()) await expect(views.nth(index).getByRole('img')).toHaveAccessibleName(alt);
    });

    test(`${locale}: Tab moves through the views, each brought into the strip with its picture and a visible focus`, async ({ page }) => {
      await page.goto(address);
      const gallery = page.getByRole('region', { name: text.label.replace('{name}', name) });
      const links = gallery.locator(`${parts.galleryStrip} > li > a`);
      await links.first().focus();
      for (const [index, alt] of altsIn(locale).entries()) {
        if (index > 0) await page.keyboard.press('Tab');
        await expect(links.nth(index)).toBeFocused();
        await expect(links.nth(index)).toBeInViewport({ ratio: 0.9 });
        await expect(links.nth(index).getByRole('img')).toHaveAccessibleName(alt);
        await expect(links.nth(index)).not.toHaveCSS('outline-style', 'none');
      }
    });

    test(`${locale}: the thumbnails' pictures are asked for only once the first view's picture has arrived`, async ({ page }) => {
      // In the order the browser reports them: a picture's request, and the end of its response.
      const events: string[] = [];
      page.on('request', (request) => request.resourceType() === 'image' && events.push(`asked ${request.url()}`));
      page.on('requestfinished', (request) => request.resourceType() === 'image' && events.push(`arrived ${request.url()}`));
      await page.goto(address);
      const gallery = page.getByRole('region', { name: text.label.replace('{name}', name) });
      const thumbnailPictures = gallery.getByRole('button').locator('img');
      await expect(thumbnailPictures).toHaveCount(count);
      await expect
        .poll(() => thumbnailPictures.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete)))
        .toBe(true);
      const lead = await gallery
        .locator(`${parts.galleryStrip} img`)
        .first()
        .evaluate((image: HTMLImageElement) => image.currentSrc);
      const thumbnails = await thumbnailPictures.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.currentSrc));
      const leadArrived = events.indexOf(`arrived ${lead}`);
      expect(leadArrived).toBeGreaterThanOrEqual(0);
      // The first thumbnail may show the first view's own picture, already at hand: the others are asked for after it.
      const fetched = thumbnails.filter((thumbnail) => thumbnail !== lead);
      expect(fetched.length).toBeGreaterThanOrEqual(count - 1);
      for (const thumbnail of fetched) expect(events.indexOf(`asked ${thumbnail}`)).toBeGreaterThan(leadArrived);
    });

    test(`${locale}: the zoom opens on the 2,400-pixel picture, moves with the arrow keys, closes with Escape and its button, and gives focus back`, async ({
      page,
      baseURL,
    }) => {
      const errors = collectPageErrors(page, new URL(baseURL!).origin);
      const violations = await watchViolations(page);
      const libraries = watchLibraries(page);
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      expect(libraries.filter((library) => library.zoom)).toEqual([]);

      const lead = page.locator(parts.galleryZoom).first();
      if (test.info().project.name === 'phone') await lead.tap();
      else await lead.click();
      const zoom = page.getByRole('dialog', { name: text.zoomDialog.replace('{name}', name) });
      await expect(zoom).toBeVisible();
      await expect(zoom).toHaveAttribute('aria-modal', 'true');
      // Its strip and pictures are described in the page's language.
      await expect(zoom.locator('[aria-roledescription]').first()).toHaveAttribute('aria-roledescription', text.carousel);
      await expect(zoom.getByRole('group').first()).toHaveAttribute('aria-roledescription', text.slide);
      await expect.poll(() => libraries.some((library) => library.zoom)).toBe(true);
      const shown = zoom.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2400);
      await expect(shown).toHaveAttribute('src', /-zoom\.(avif|webp)$/);
      await expect(shown).toHaveAttribute('alt', altsIn(locale)[0]!);
      await expectNoAccessibilityViolations(page);

      await page.keyboard.press('ArrowRight');
      await expect(zoom.getByText(`2 / ${count}`)).toBeVisible();
      await expect(shown).toHaveAttribute('alt', altsIn(locale)[1]!);
      await page.keyboard.press('Escape');
      await expect(zoom).toBeHidden();
      // Focus comes back to the picture now in view, where the zoom left the strip.
      await expect(page.locator(parts.galleryZoom).nth(1)).toBeFocused();

      // By keyboard alone: Enter on the focused picture opens it; the labelled button closes it.
      await page.keyboard.press('Enter');
      await expect(zoom).toBeVisible();
      await expect(shown).toHaveAttribute('alt', altsIn(locale)[1]!);
      // PhotoSwipe takes no command while it opens: wait for its picture.
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2400);
      await zoom.getByRole('button', { name: text.close }).click();
      await expect(zoom).toBeHidden();
      await expect(page.locator(parts.galleryZoom).nth(1)).toBeFocused();

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${locale}: Back closes the zoom and stays on the piece; once it is closed, Back leaves the page`, async ({ page, baseURL }) => {
      const errors = collectPageErrors(page, new URL(baseURL!).origin);
      const list = `/${locale}/product/`;
      await page.goto(list);
      await page.goto(address);
      const heading = page.getByRole('heading', { level: 1, name });
      const zoom = page.getByRole('dialog', { name: text.zoomDialog.replace('{name}', name) });
      const shown = zoom.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
      const open = async () => {
        await page.locator(parts.galleryZoom).first().click();
        await expect(zoom).toBeVisible();
        await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2400);
      };

      await open();
      await page.goBack();
      await expect(zoom).toBeHidden();
      await expect(page).toHaveURL(address);
      await expect(heading).toBeVisible();

      // Closed by its own button, the zoom leaves no step behind: Back goes to the list.
      await open();
      await zoom.getByRole('button', { name: text.close }).click();
      await expect(zoom).toBeHidden();
      await expect(page).toHaveURL(address);
      await page.goBack();
      await expect(page).toHaveURL(list);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lead picture links to its large picture', async ({ page, request }) => {
    await page.goto(`/en-US/product/${product.sku}/`);
    const link = page.locator(parts.galleryZoom).first();
    await expect(link.getByRole('img')).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/-zoom\.webp$/);
    const picture = await request.get(href);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(await sharp(await picture.body()).metadata()).toMatchObject({ format: 'webp', width: 2400 });
  });
});
