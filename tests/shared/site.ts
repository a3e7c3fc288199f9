/*
 * What the browser suites (tests/e2e/ in Chromium, tests/engines/ in WebKit and Firefox) know of the
 * exported site: the content it was built from and its messages, so that tests follow the
 * catalogue instead of copying it.
 */
import { contentRoot } from '@/app/_content';
import { loadContent, type Product } from '@/app/_content/tools';
import { routing, type Locale } from '@/app/_i18n/routing';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };

export const locales = routing.locales;
export const messages = { 'en-US': enUS, 'zh-CN': zhCN } as const;

export const content = await loadContent(contentRoot());

/** The name of a product's type, as its pages show it. */
export const typeName = (product: Product, locale: Locale) => content.productTypes.find((type) => type.id === product.type)!.name[locale];

/** A product's text that search finds it by: its style code, its name, its type's name and search words, and its description. */
export const searchText = (product: Product, locale: Locale) =>
  `${product.sku} ${product.text[locale].name} ${typeName(product, locale)} ${searchWords(product, locale)} ${product.text[locale].text}`;

/** The words editors gave a product's type for the search, which no page shows. */
export const searchWords = (product: Product, locale: Locale) =>
  content.productTypes.find((type) => type.id === product.type)!.searchWords?.[locale] ?? '';
