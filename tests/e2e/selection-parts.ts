import type { Page } from '@playwright/test';
import { SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import { content, locales, messages } from './support';

/* What the selection's tests share: the sample products they save, and where they find its controls. */

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const other = (locale: Locale) => locales.find((candidate) => candidate !== locale)!;
export const [first, second, third] = content.products;
export const name = (sku: string, locale: Locale) => content.products.find((product) => product.sku === sku)!.text[locale].name;
export const url = (locale: Locale, sku: string) => `${new URL(content.site.siteUrl).origin}/${locale}/product/${sku}/`;

export const saveButton = (page: Page, locale: Locale, sku: string) =>
  page.getByRole('button', { name: `${messages[locale].Selection.save} ${name(sku, locale)}`, exact: true });
export const headerLink = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: messages[locale].Selection.link });
// Each field names its product, as a screen reader reads it among the others: "Quantity Hibiscus Dawn".
export const quantityOf = (page: Page, locale: Locale, sku: string) =>
  page.getByRole('textbox', { name: `${messages[locale].Selection.quantity} ${name(sku, locale)}`, exact: true });
export const noteOf = (page: Page, locale: Locale, sku: string) =>
  page.getByRole('textbox', { name: `${messages[locale].Selection.note} ${name(sku, locale)}`, exact: true });

/** Saves `products` as the browser keeps a selection (app/_config/selection.ts), for the page's origin. */
export async function storeSelection(page: Page, products: readonly { sku: string; quantity: number; note: string }[]) {
  await page.evaluate(([key, saved]) => window.localStorage.setItem(key, JSON.stringify({ version: 1, pieces: saved })), [
    SELECTION_STORAGE_KEY,
    products,
  ] as const);
}

export async function storedSelection(page: Page) {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown, SELECTION_STORAGE_KEY);
}

/** The enquiry's mail link, read as a mail program reads it. */
export async function readEnquiry(page: Page, locale: Locale) {
  const href = (await page.getByRole('link', { name: messages[locale].Selection.sendEnquiry }).getAttribute('href'))!;
  const mail = new URL(href);
  return { href, to: mail.pathname, subject: mail.searchParams.get('subject')!, body: mail.searchParams.get('body')! };
}
