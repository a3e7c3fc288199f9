import { expect, test } from '@playwright/test';
import { collectPageErrors, content, expectNoAccessibilityViolations, locales, messages, moreProductScreens, screens } from './support';
import { EACH_PRODUCT, SMOKE } from './tags';

/** The screens of the smoke test: the home page and the first product's. */
const smokeScreens = ['/', `/product/${content.products[0]!.sku}/`];

for (const locale of locales) {
  const t = messages[locale];
  const brand = content.site.brandName[locale];

  test.describe(`${locale} pages`, () => {
    for (const screen of [...screens, ...moreProductScreens]) {
      const tag = [...(moreProductScreens.includes(screen) ? [EACH_PRODUCT] : []), ...(smokeScreens.includes(screen) ? [SMOKE] : [])];
      test(
        `${screen} answers in ${locale}, only from its own origin, without errors or accessibility violations`,
        { tag },
        async ({ page, baseURL }, testInfo) => {
          const errors = collectPageErrors(page, new URL(baseURL!).origin);
          const response = await page.goto(`/${locale}${screen}`);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page).toHaveTitle(new RegExp(brand));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const onPhone = testInfo.project.name === 'phone';
          if (onPhone) await page.getByRole('button', { name: t.Navigation.menu }).click();
          const nav = page.getByRole('navigation', { name: t.Navigation.label });
          for (const label of [t.Navigation.product, t.Navigation.about, t.Navigation.shop, t.Navigation.contact]) {
            await expect(nav.getByRole('link', { name: label })).toBeVisible();
          }
          await expect(page.getByRole('contentinfo')).toContainText(`© ${content.site.copyrightYear}`);
          const icp = page.getByRole('contentinfo').getByRole('link', { name: content.site.icp });
          await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
          // Read out in Chinese on English pages too.
          await expect(icp.locator('[lang="zh-CN"]')).toHaveText(content.site.icp);
          const shop = nav.getByRole('link', { name: t.Navigation.shop });
          await expect(shop).toHaveAttribute('href', content.site.shopUrl);
          await expect(shop).toHaveAttribute('target', '_blank');
          await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
          if (onPhone) {
            // The open Menu on its own; then the page, which it would partly cover (a tap there only closes it).
            await expectNoAccessibilityViolations(page, '#site-menu');
            await page.keyboard.press('Escape');
          }
          await expectNoAccessibilityViolations(page);
          expect(errors).toEqual([]);

          // Every link is at least 24 px high to tap (WCAG 2.5.8), those set in small type too.
          const linkHeights = await page
            .locator('main a, footer a')
            .evaluateAll((links) => links.map((link) => [link.textContent, link.getBoundingClientRect().height] as const));
          expect(linkHeights.filter(([, height]) => height > 0 && height < 24)).toEqual([]);

          // Nothing scrolls sideways, down to the narrowest phones (WCAG's reflow width).
          await page.setViewportSize({ width: 320, height: 640 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
          // …and the brand keeps to one line beside the Menu button and the language link.
          const brandLines = await page
            .getByRole('banner')
            .getByRole('link', { name: content.site.brandName[locale], exact: true })
            .evaluate((brand) => brand.getBoundingClientRect().height / parseFloat(getComputedStyle(brand).lineHeight));
          expect(brandLines).toBeLessThan(1.5);
        },
      );
    }

    test(`home shows the banner and leads to the product list (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      // The banner reads as one line of the translation, its accented words in another colour.
      const [, accented] = t.Home.banner.match(/<accent>(.*)<\/accent>/)!;
      const banner = page.getByText(t.Home.banner.replace(/<\/?accent>/g, ''), { exact: true });
      await expect(banner).toBeVisible();
      const colourOf = (element: Element) => getComputedStyle(element).color;
      expect(await banner.getByText(accented!, { exact: true }).evaluate(colourOf)).not.toBe(await banner.evaluate(colourOf));
      await page.getByRole('link', { name: t.Home.viewAll }).click();
      await expect(page).toHaveURL(`/${locale}/product/`);
      await expect(page.getByRole('heading', { level: 1, name: t.ProductList.title })).toBeVisible();
    });

    test(`product list shows every product and the filter choices with counts (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/product/`);
      for (const product of content.products) {
        await expect(page.getByRole('link', { name: product.text[locale].name, exact: true })).toBeVisible();
      }
      // Each product's name is a heading under the page's, to go from one to the next by heading.
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(content.products.map((product) => product.text[locale].name));
      const filter = page.getByRole('navigation', { name: t.ProductList.filterLabel });
      await expect(filter.getByRole('link')).toHaveCount(content.productTypes.length + 1);
      await expect(filter.getByRole('link').first()).toContainText(t.ProductList.all);
      for (const type of content.productTypes) {
        await expect(filter.getByRole('link', { name: type.name[locale] })).toBeVisible();
      }
    });

    test(`the product list's Save buttons line up along each row, whatever the cards above them hold (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/product/`);
      const saves = page.getByRole('main').getByRole('button', { name: new RegExp(`^${t.Selection.save} `) });
      await expect(saves.first()).toBeVisible();
      // Each button's top, by the top of its card: the cards of a row start together.
      const tops = await saves.evaluateAll((buttons) =>
        buttons.map((button) => [
          Math.round(button.closest('li')!.getBoundingClientRect().top),
          Math.round(button.getBoundingClientRect().top),
        ]),
      );
      const rows = Map.groupBy(tops, ([card]) => card!);
      expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
      for (const row of rows.values()) expect(new Set(row.map(([, button]) => button))).toHaveProperty('size', 1);
    });

    test(`the product list downloads the pictures it shows, none of the pages its links prepare (${locale})`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
      });
      // Until the network rests: the links in view have fetched their pages ahead by then.
      await page.goto(`/${locale}/product/`, { waitUntil: 'networkidle' });
      const shown = await page
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.filter((image) => image.currentSrc).map((image) => new URL(image.currentSrc).pathname),
        );
      expect(shown.length).toBeGreaterThan(0);
      expect(fetched.filter((picture) => !shown.includes(picture))).toEqual([]);
    });

    test(`a product page shows its spec sheet, care text and shop link (${locale})`, async ({ page }) => {
      const product = content.products.find((candidate) => candidate.variants.length > 0) ?? content.products[0]!;
      await page.goto(`/${locale}/product/${product.sku}/`);
      await expect(page.getByRole('heading', { level: 1, name: product.text[locale].name })).toBeVisible();
      const type = content.productTypes.find((candidate) => candidate.id === product.type)!;
      const sheet = page.locator('dl');
      // The style code a buyer orders by, as the line sheet and the selection print it.
      await expect(sheet.locator('dt', { hasText: t.ProductSpec.sku }).locator('+ dd')).toHaveText(product.sku);
      await expect(sheet).toContainText(t.ProductSpec.type);
      await expect(sheet).toContainText(type.name[locale]);
      await expect(sheet).toContainText(t.Material.silk);
      await expect(sheet).toContainText(
        t.ProductSpec.measuresValue.replace('{width}', String(product.size.width)).replace('{height}', String(product.size.height)),
      );
      await expect(sheet).toContainText(t.ProductSpec.price);
      const price = new Intl.NumberFormat(locale, { style: 'currency', currency: product.price.currency }).format(product.price.amount);
      await expect(sheet).toContainText(price);
      const buy = page.getByRole('link', { name: t.ProductDetail.buyOnline });
      await expect(buy).toHaveAttribute('href', product.shopUrl);
      await expect(buy).toHaveAttribute('target', '_blank');
      await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(buy).toHaveAccessibleName(`${t.ProductDetail.buyOnline} ${t.Navigation.opensInNewTab}`);
      await expect(page.getByRole('heading', { name: t.ProductDetail.care })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.ProductDetail.variants })).toBeVisible();
      const variant = content.products.find((candidate) => candidate.sku === product.variants[0])!;
      await page.getByRole('link', { name: variant.text[locale].name, exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/product/${variant.sku}/`);
      const image = page.getByRole('img', { name: new RegExp(variant.text[locale].name) }).first();
      await expect(image).toBeVisible();
      // Pictures load and decode asynchronously: wait for the picture itself, not just its box.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    });

    test(`contact opens on its address, telephone and email, then lists its sections (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/contact/`);
      // What most visitors come for, a phone's first screen included.
      for (const link of [content.contact.tel, content.contact.email]) {
        await expect(page.getByRole('link', { name: link })).toBeInViewport();
      }
      for (const heading of [t.Contact.cooperation, t.Contact.careers, t.Contact.distribution, t.Contact.copyright]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      // The places that carry the pieces, by city (tests/e2e/channels.spec.ts reads them all); none yet, and they are coming.
      const distribution = page.getByRole('region', { name: t.Contact.distribution });
      const firstPlace = content.channels.find((channel) => channel.kind !== 'online') ?? content.channels[0];
      if (firstPlace) {
        await expect(distribution.getByRole('heading', { level: 3 }).first()).toHaveText(firstPlace.city?.[locale] ?? t.Channels.online);
        await expect(distribution.getByRole('heading', { level: 4, name: firstPlace.name[locale] })).toBeVisible();
      } else {
        await expect(distribution.getByText(t.Contact.comingSoon)).toBeVisible();
      }
      await expect(page.getByText(content.contact.text[locale].address)).toBeVisible();
      await expect(page.getByText(content.contact.text[locale].manager)).toBeVisible();
      await expect(page.getByRole('link', { name: content.contact.tel })).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(page.getByRole('link', { name: content.contact.email })).toHaveAttribute('href', `mailto:${content.contact.email}`);

      // On a common narrow phone, the telephone number and the email address each keep to one line, in the page's width.
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      for (const link of [content.contact.tel, content.contact.email]) {
        const lines = await page.getByRole('link', { name: link }).evaluate((element) => {
          const style = getComputedStyle(element);
          const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
          return (element.getBoundingClientRect().height - padding) / parseFloat(style.lineHeight);
        });
        expect(lines, link).toBeLessThan(1.5);
      }
    });

    test(`on a wide screen a product's pictures stay in view beside its text (${locale})`, async ({ page }) => {
      const [product] = content.products;
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`/${locale}/product/${product!.sku}/`);
      // Down to the care text, below the description: the picture would have scrolled away by then.
      await page.getByRole('heading', { name: t.ProductDetail.care }).evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const gallery = page.getByRole('region', { name: t.ProductGallery.label.replace('{name}', product!.text[locale].name) });
      await expect(gallery.getByRole('img').first()).toBeInViewport({ ratio: 1 });
    });

    test.describe('on a narrow phone with a sharp screen', () => {
      test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
      test(`product cards, one across, load pictures as sharp as the screen (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}/product/`);
        // A card's picture is decorative (its name is the card's heading), so it has no role to find it by.
        const picture = page.locator('main picture img').first();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
        const { drawn, fetched } = await picture.evaluate((img: HTMLImageElement) => ({
          drawn: img.getBoundingClientRect().width * devicePixelRatio,
          fetched: Number(/-(\d+)\.\w+$/.exec(img.currentSrc)?.[1]),
        }));
        expect(fetched).toBeGreaterThanOrEqual(drawn);
      });
    });
  });
}
