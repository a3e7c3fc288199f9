/** The selection: saved from a card and a product page, edited, downloaded as an order form, sent by mail and shared by address. */
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { expect, it } from 'vitest';
import { isoDay } from '@/app/_lib/line-sheet/house-day';
import { HOUSE_TIME_ZONE } from '@/app/_config/house-time';
import { MAX_QUANTITY, SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import * as parts from '@/tests/shared/parts';
import { content, messages } from '@/tests/shared/site';
import { other, type Journey } from './journey';

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
  return [...document.querySelectorAll('section[aria-labelledby="pieces-heading"] li')].map((product) => ({
    name: product.querySelector('h3')?.textContent,
    quantity: product.querySelector('input')?.value,
    note: product.querySelector('textarea')?.value,
    invalid: product.querySelector('input')?.getAttribute('aria-invalid'),
  }));
}

export function selectionJourneys(journey: Journey, locale: Locale) {
  const { engine, screenshot } = journey;
  const text = messages[locale];

  it(`${locale}: pieces saved from a card and a product page make a selection, edited, sent by mail and shared by address in the other language`, async () => {
    const { tab } = journey;
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
    await tab.waitFor('the two saved pieces', () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 2);
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
    await tab.waitFor('the two saved pieces', () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 2);
    expect(await tab.evaluate(shownProducts)).toEqual([
      { name: first.text[target].name, quantity: '40', note, invalid: 'false' },
      { name: second.text[target].name, quantity: '1', note: '', invalid: 'false' },
    ]);

    // The order form: a workbook made in the page, saved by the browser, in the page's language.
    const orderFormButton = 'section[aria-labelledby="actions-heading"] div:has(> a[href^="mailto:"]) > button:last-of-type';
    expect(await tab.evaluate((selector) => document.querySelector(selector)?.textContent, orderFormButton)).toBe(targetText.orderForm);
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

    const shareAddress = new URL(await tab.evaluate(() => document.querySelector<HTMLInputElement>('input[type="url"][readonly]')!.value));
    expect(shareAddress.pathname).toBe(selectionPage);
    expect(shareAddress.searchParams.get('pieces')).toBe(`${first.sku}:40,${second.sku}:1`);
    expect(shareAddress.searchParams.get(`note.${first.sku}`)).toBe(note);

    // Opened by someone else: a browser with no selection of its own. The address names the
    // site's public origin; the same page on this server is opened with its query.
    await tab.evaluate((key) => localStorage.removeItem(key), SELECTION_STORAGE_KEY);
    await tab.open(`${shareAddress.pathname}${shareAddress.search}`);
    const shared = 'section[aria-labelledby="shared-heading"]';
    await tab.waitFor('the shared pieces', (selector) => document.querySelectorAll(`${selector} li`).length === 2, shared);
    expect(await tab.evaluate((selector) => document.querySelector(`${selector} h2`)?.textContent, shared)).toBe(targetText.sharedTitle);
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
    await tab.waitFor('the pieces added', () => document.querySelectorAll('section[aria-labelledby="pieces-heading"] li').length === 2);
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
}
