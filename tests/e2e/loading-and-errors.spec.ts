import { expect, test, type Page } from '@playwright/test';
import { content, locales, messages } from './support';
import * as parts from '@/tests/shared/parts';

/**
 * Opens `path` slowly: its page data (not its route tree, which Next needs to show the loading
 * screen at all) is held back until the returned `release` is called, or for good if it never is.
 * Held, not delayed by a timer: on a busy machine a timer can let the page in before the test has looked.
 * The link is followed once Next has prefetched the tree, which it does when the visitor shows
 * intent: a finger on the link on a phone, the pointer over it on a desktop.
 */
async function navigateSlowly(
  page: Page,
  from: string,
  path: string,
  linkName: string,
  menuLabel: string,
  isPhone: boolean,
  beforeFollowing: () => Promise<void> = async () => {},
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`${path}(?!__next\\._tree).*\\.txt`), async (route) => {
    await released;
    await route.continue();
  });
  const treePrefetched = page.waitForResponse(new RegExp(`${path}__next\\._tree`));
  await page.goto(from);
  if (isPhone) await page.getByRole('button', { name: menuLabel }).click();
  const link = page.getByRole('navigation').getByRole('link', { name: linkName, exact: true });
  if (isPhone) await link.dispatchEvent('touchstart');
  else await link.hover();
  await treePrefetched;
  await beforeFollowing();
  await link.click();
  return release;
}

/** The built name of a CSS Module's @keyframes, which the bundler wraps in the module's name and a hash. */
const keyframes = (name: string) => new RegExp(`(^|_)${name}(_|$)`);

for (const locale of locales) {
  const t = messages[locale];

  test(`a slow page shows the loading screen after 200 ms, until the page arrives (${locale})`, async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const release = await navigateSlowly(page, `/${locale}/`, `/${locale}/about/`, t.Navigation.about, t.Navigation.menu, isPhone);

    const loading = page.locator(parts.loadingScreen);
    await loading.waitFor({ state: 'attached' });
    // Hidden until a 200 ms reveal: quick navigations never flash it.
    expect(
      await loading.evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDelay]),
    ).toEqual([expect.stringMatching(keyframes('reveal')), '0.2s']);
    // Its picture comes with the reveal: quick navigations never download it.
    const sprite = page.locator(parts.loadingSprite);
    expect(await sprite.evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDelay])).toEqual(
      [expect.stringMatching(keyframes('turning')), '0.2s'],
    );
    await expect(page.getByRole('status').filter({ hasText: t.Loading.label })).toBeVisible();
    expect(await sprite.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/loading-animation\.[^/]*webp/);
    // The animation plays without stalling the page: it goes on drawing frames while it runs.
    const framesDrawn = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let frames = 0;
          const end = performance.now() + 1500;
          const count = (time: number) => (time < end ? (frames++, requestAnimationFrame(count)) : resolve(frames));
          requestAnimationFrame(count);
        }),
    );
    expect(framesDrawn).toBeGreaterThan(10);

    release();
    await expect(page.getByRole('heading', { level: 1, name: content.about[locale].title })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });
}

test('with reduced motion the loading screen holds one still frame', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const t = messages['en-US'].Navigation;
  await navigateSlowly(page, '/en-US/', '/en-US/contact/', t.contact, t.menu, testInfo.project.name === 'phone');
  await expect(page.getByRole('status').filter({ hasText: messages['en-US'].Loading.label })).toBeVisible();
  expect(await page.locator(parts.loadingSprite).evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
    /loading-still\.[^/]*webp/,
  );
});

for (const locale of locales) {
  const t = messages[locale].Errors;

  test(`a page whose code fails to load says so and offers a reload (${locale})`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    // Code the product list needs loads; code only other pages need (the home page's pictures) fails.
    const listHtml = await (await page.request.get(`/${locale}/product/`)).text();
    const listChunks = new Set(listHtml.match(/\/_next\/static\/chunks\/[^"]+/g));
    await page.route('**/_next/static/chunks/**', (route) =>
      listChunks.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.goto(`/${locale}/product/`);
    await page.getByRole('link', { name: content.site.brandName[locale], exact: true }).click();

    // The message itself, with its heading; Next's route announcer may read the heading out as an alert too.
    await expect(page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t.title }) })).toBeVisible();
    expect(consoleErrors.length).toBeGreaterThan(0);

    await page.unroute('**/_next/static/chunks/**');
    await page.getByRole('button', { name: t.reload }).click();
    await expect(page.getByRole('heading', { level: 1, name: messages[locale].Home.coverTitle })).toBeVisible();
  });
}

for (const locale of locales) {
  const t = messages[locale];

  test(`a page that has not arrived after 120 s says so and offers a reload (${locale})`, async ({ page }, testInfo) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.clock.install();
    const isPhone = testInfo.project.name === 'phone';
    // The clock stops before the link is followed: time flowing on from the loading screen's start
    // to the first runFor (seconds, on a busy machine) would otherwise count towards the 120 s.
    const pauseClock = async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await navigateSlowly(page, `/${locale}/`, `/${locale}/contact/`, t.Navigation.contact, t.Navigation.menu, isPhone, pauseClock);
    await page.locator(parts.loadingScreen).waitFor({ state: 'attached' });
    const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t.Errors.title }) });

    await page.clock.runFor(119_000);
    await expect(failure).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(failure).toBeVisible();
    await expect(page.getByRole('button', { name: t.Errors.reload })).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('took longer than 120 s');
  });
}
