/** Following the site's links: client navigation, the language switcher, legacy addresses, the type filter, pagination and the Menu. */
import { createFormatter } from 'next-intl';
import { expect, it } from 'vitest';
import { formatRelativeDays } from '@/app/_lib/product/relative-time';
import { daysSince, HOUSE_TIME_ZONE } from '@/app/_config/house-time';
import type { Locale } from '@/app/_i18n/routing';
import { BASE_PATH } from '@/tests/e2e/servers/test-servers';
import * as parts from '@/tests/shared/parts';
import { content, messages } from '@/tests/shared/site';
import { other, type Journey } from './journey';

export function browsingJourneys(journey: Journey, locale: Locale) {
  const { viewport, screenshot } = journey;
  const text = messages[locale];
  const product = content.products[0]!;

  it(`${locale}: a product card opens its page within the document, as every link of the site does`, async () => {
    const { tab } = journey;
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
    const { tab } = journey;
    const format = createFormatter({ locale, timeZone: HOUSE_TIME_ZONE });
    const wordsAt = (moment: number) =>
      text.Arrivals.added.replace('{when}', formatRelativeDays(format, daysSince(product.added, new Date(moment)), text.Arrivals.today));
    // Neither driver sets the page's clock: the words of this minute, or of the next should the day turn meanwhile.
    const expected = [wordsAt(Date.now()), wordsAt(Date.now() + 120_000)];
    await tab.open(`/${locale}/product/${product.sku}/`);
    await tab.waitFor(
      'the relative words',
      (expected, selector) => expected.includes(document.querySelector(selector)?.textContent ?? ''),
      expected,
      parts.addedLine,
    );
    expect(await tab.evaluate((selector) => document.querySelector(`${selector} time`)?.getAttribute('datetime'), parts.addedLine)).toBe(
      product.added,
    );
    await screenshot(locale, 'added-date');
  });

  it(`${locale}: the switcher moves to the same page in the other language and remembers the choice`, async () => {
    const { tab } = journey;
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

  it(`${locale}: a legacy address moves to the stored language's page, keeping its query and fragment`, async () => {
    const { tab } = journey;
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
    const { tab } = journey;
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

  it(`${locale}: the list's pages follow one another within the document, each at its own address`, async () => {
    const { tab } = journey;
    const list = `${BASE_PATH}/${locale}/product/`;
    const shows = (name: string, selector: string) =>
      [...document.querySelectorAll(selector)].map((card) => card.textContent).join() === name;
    await tab.open(new URL(list, journey.paginatedOrigin).href);
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

  if (viewport.name === 'phone') {
    it(`${locale}: the Menu opens and Escape closes it`, async () => {
      const { tab } = journey;
      await tab.open(`/${locale}/`);
      await tab.click(parts.menuButton);
      await tab.waitFor('the open Menu', () => document.querySelector('#site-menu')?.matches(':popover-open'));
      await screenshot(locale, 'menu');
      await tab.press('Escape');
      await tab.waitFor('the closed Menu', () => !document.querySelector('#site-menu')?.matches(':popover-open'));
    });
  }
}
