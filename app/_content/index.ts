import path from 'node:path';
import type { Locale } from '../_i18n/routing';
import { loadContent, type Content, type Product } from './catalogue';

export type { Content, Product, ProductImage } from './catalogue';
export { ContentError, formatProblems } from './problems';

/** CONTENT_DIR lets benchmarks and tests build from another content folder. */
export function contentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

let content: Promise<Content> | undefined;

/**
 * All content, read and validated once per process however many pages ask for it. `next dev`
 * reads it afresh for every page, so an editor's preview shows each saved change.
 */
export function getContent(): Promise<Content> {
  if (process.env.NODE_ENV === 'development') return loadContent(contentRoot());
  content ??= loadContent(contentRoot());
  return content;
}

export async function getSite() {
  return (await getContent()).site;
}

export async function listProductTypes() {
  return (await getContent()).productTypes;
}

export async function getProductTypeName(id: string, locale: Locale): Promise<string> {
  const type = (await listProductTypes()).find((candidate) => candidate.id === id);
  return type?.name[locale] ?? id;
}

export async function listProducts(): Promise<Product[]> {
  return (await getContent()).products;
}

export async function getProduct(sku: string): Promise<Product | undefined> {
  return (await listProducts()).find((product) => product.sku === sku);
}

export async function getCareText(id: string, locale: Locale) {
  return (await getContent()).care.get(id)?.[locale];
}

export async function getAbout(locale: Locale) {
  return (await getContent()).about[locale];
}

export async function getContact(locale: Locale) {
  const { contact } = await getContent();
  return { tel: contact.tel, email: contact.email, ...contact.text[locale] };
}
