/** The loading screen of a slow page, and the message when the page has not arrived after 120 s. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect, it } from 'vitest';
import { PAGE_LOAD_TIMEOUT_MS } from '@/app/_config/page-load';
import type { Locale } from '@/app/_i18n/routing';
import * as parts from '@/tests/shared/parts';
import { messages } from '@/tests/shared/site';
import type { Journey } from './journey';

/**
 * The page data of one address, held back until released, to show the loading screen: held, not
 * delayed by a timer, which a busy machine could outrun. Next's route tree for it passes.
 */
const held = { path: '', release: () => {}, released: Promise.resolve() };
function holdPageData(path: string) {
  held.path = path;
  held.released = new Promise<void>((resolve) => (held.release = resolve));
}
/** The site's server's step before it answers: it holds back the page data `holdPageData` names. */
export function holdBack(request: IncomingMessage, _response: ServerResponse, next: () => void) {
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

/** From the home page, follows the site's link to `target` (in the Menu on phones) until the loading screen shows. */
async function followToLoadingScreen({ tab, viewport }: Journey, locale: Locale, target: string, beforeFollowing = async () => {}) {
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
}

export function loadingScreenJourneys(journey: Journey, locale: Locale) {
  const { screenshot } = journey;
  const text = messages[locale];

  it(`${locale}: a slow page shows the loading screen until it arrives`, async () => {
    const { tab } = journey;
    const target = `/${locale}/contact/`;
    holdPageData(target);
    try {
      await followToLoadingScreen(journey, locale, target);
      // Shown after 200 ms, by a CSS animation.
      await tab.waitFor(
        'the revealed screen',
        (selector) => getComputedStyle(document.querySelector(selector)!).visibility === 'visible',
        parts.loadingScreen,
      );
      expect(await tab.evaluate((selector) => document.querySelector(selector)!.textContent, parts.loadingScreen)).toBe(text.Loading.label);
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
    const { tab } = journey;
    const target = `/${locale}/contact/`;
    holdPageData(target);
    try {
      await followToLoadingScreen(journey, locale, target, () => tab.evaluate(holdTimersOf, PAGE_LOAD_TIMEOUT_MS));
      // The screen sets its timer in an effect, which React runs after showing it.
      await tab.waitFor("the screen's 120 s timer", () => (window as unknown as { heldTimers: unknown[] }).heldTimers.length > 0);
      expect(await tab.evaluate(runHeldTimers)).toBe(1);
      await tab.waitFor('the message', (title) => document.querySelector('[role="alert"] h1')?.textContent === title, text.Errors.title);
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
}
