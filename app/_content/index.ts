// For the pages' server code alone: Next's build fails when a client component imports this. The
// package throws in any other runtime without React's server condition, so the scripts that read
// the content run with --conditions=react-server (package.json), and the tests alias it away.
import 'server-only';
import { cache } from 'react';
import { readEnv } from '@/app/_config/env';
import { NEW_ARRIVALS_SHOWN, SELECTED_PIECES_SHOWN } from '@/app/_config/home';
import { isNewArrival } from '@/app/_config/house-time';
import type { Locale } from '@/app/_config/locales';
import type { Channel } from './schema';
import type { Content, Localised, Product } from './types';
import { contentFromJson, readContentSnapshot } from './snapshot';

export type { Content, Product, ProductImage } from './types';
export type { Channel, ChannelKind } from './schema';
/** Content problems, as every entry reports them. */
export { ContentError, formatProblems, githubAnnotation, relativeToRepository, type ContentProblem } from './problems';
/** The content as `npm run build` checked it, for the build's steps after Next's. */
export { readContentSnapshot } from './snapshot';

/** CONTENT_DIR lets benchmarks and tests build from another content folder. */
export function contentRoot(): string {
  return readEnv('CONTENT_DIR');
}

let content: Promise<Content> | undefined;

/**
 * All content, read and validated once per process however many pages ask for it. The build
 * validates it once, before Next starts, and leaves it in CONTENT_SNAPSHOT for Next's workers.
 */
export function getContent(): Promise<Content> {
  if (process.env.NODE_ENV === 'development') return readContentForPreview();
  const snapshot = readEnv('CONTENT_SNAPSHOT');
  content ??= snapshot ? readContentSnapshot(snapshot) : readContentFolder();
  return content;
}

/**
 * In `npm run dev`, the editors' preview, the content as scripts/dev.ts read and checked it (at
 * CONTENT_SERVER), asked for once per request: that process reads it again whenever a file under
 * content/ changes, so a saved change shows on the next reload. Under a bare `next dev`, every
 * request reads and checks the folder itself.
 */
const readContentForPreview = cache(async (): Promise<Content> => {
  const server = readEnv('CONTENT_SERVER');
  if (!server) return readContentFolder();
  const response = await fetch(server, { cache: 'no-store' });
  if (!response.ok) throw new Error(await response.text());
  return contentFromJson(await response.text());
});

/**
 * Reads and validates the content folder: in `next dev`, the scripts and the tests. A production
 * build of the pages takes the snapshot instead, so Next's compiler drops this branch, and with it
 * the Markdown, YAML and schema modules: a shorter compile step, and page workers that start
 * lighter.
 */
function readContentFolder(): Promise<Content> {
  if (process.env.NODE_ENV === 'development' || !process.env.NEXT_RUNTIME) {
    return import('./catalogue').then(({ loadContent }) => loadContent(contentRoot()));
  }
  return Promise.reject(
    new Error(
      'The pages read the content that `npm run build` checked (CONTENT_SNAPSHOT). Build the site with `npm run build`, not `next build` alone.',
    ),
  );
}

export async function getSite() {
  return (await getContent()).site;
}

export async function listProductTypes() {
  return (await getContent()).productTypes;
}

export async function getProductType(id: string) {
  return (await listProductTypes()).find((candidate) => candidate.id === id);
}

export async function getProductTypeName(id: string, locale: Locale): Promise<string> {
  return (await getProductType(id))?.name[locale] ?? id;
}

/** Every product, newest first (the loader orders them by the day they were added). */
export async function listProducts(): Promise<Product[]> {
  return (await getContent()).products;
}

/**
 * The home page's two rows: the newest pieces, then "Selected pieces": those the editors chose in
 * site.yaml, in their order, or else the next newest. A piece is shown once, among the new
 * arrivals if it is one; `selected` may be empty, and the page then leaves its section out.
 */
export async function getHomeProducts(): Promise<{ newArrivals: Product[]; selected: Product[] }> {
  const [{ selectedPieces }, products] = await Promise.all([getSite(), listProducts()]);
  const newArrivals = products.slice(0, NEW_ARRIVALS_SHOWN);
  if (selectedPieces.length === 0) {
    return { newArrivals, selected: products.slice(NEW_ARRIVALS_SHOWN, NEW_ARRIVALS_SHOWN + SELECTED_PIECES_SHOWN) };
  }
  const shown = new Set(newArrivals.map((product) => product.sku));
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return { newArrivals, selected: selectedPieces.flatMap((sku) => (shown.has(sku) ? [] : (bySku.get(sku) ?? []))) };
}

/**
 * Whether `product` carries the "New" mark: decided when the content was checked, the build's
 * present, so that a page and the list it is found in agree, and recomputed by every build.
 */
export async function isNew(product: Product): Promise<boolean> {
  return isNewArrival(product.added, await getCheckedAt());
}

/** The moment the content was checked: the build's present. */
export async function getCheckedAt(): Promise<Date> {
  return new Date((await getContent()).checkedAt);
}

/*
 * When pages last changed, for the sitemap: a product's page, the newest commit to its folder; a
 * page of products (the home page, a page of a list), the newest of its products'; About and
 * Contact, their files'. Without the history (history.ts), a product's page is dated by the day it
 * was added, and About and Contact not at all.
 */

/** When `product`'s page last changed, ISO 8601: a time, or a day without the history. */
export async function productChangedAt(product: Product): Promise<string> {
  const { changes } = await getContent();
  return ('missing' in changes ? undefined : changes.products[product.sku]) ?? product.added;
}

/** When a page showing `products` last changed: the newest of theirs. */
export async function productsChangedAt(products: readonly Product[]): Promise<string | undefined> {
  const times = await Promise.all(products.map(productChangedAt));
  return times.reduce<string | undefined>(
    (newest, time) => (newest === undefined || Date.parse(time) > Date.parse(newest) ? time : newest),
    undefined,
  );
}

/** When the About or Contact page's content last changed, where the history tells. */
export async function pageChangedAt(page: 'about' | 'contact'): Promise<string | undefined> {
  const { changes } = await getContent();
  return 'missing' in changes ? undefined : changes[page];
}

/** One page of the product list: every product, or one type's (`type`), `page` counting from 1. */
export type ProductListPage = { type?: string; page: number; pageCount: number; products: Product[] };

/** Each type's products in catalogue order, grouped once per read of the content: every list page asks. */
const groupedByType = new WeakMap<Content, Map<string, Product[]>>();

export async function listProductsByType(): Promise<ReadonlyMap<string, Product[]>> {
  const content = await getContent();
  let groups = groupedByType.get(content);
  if (!groups) {
    groups = new Map();
    for (const product of content.products) {
      const group = groups.get(product.type);
      if (group) group.push(product);
      else groups.set(product.type, [product]);
    }
    groupedByType.set(content, groups);
  }
  return groups;
}

/** The page, or undefined when the type or the page number does not exist. */
export async function getProductListPage(type: string | undefined, page: number): Promise<ProductListPage | undefined> {
  const [{ productsPerPage }, types] = await Promise.all([getSite(), listProductTypes()]);
  if (type !== undefined && !types.some(({ id }) => id === type)) return undefined;
  const products = type ? ((await listProductsByType()).get(type) ?? []) : await listProducts();
  // A type with no products yet still has its (empty) first page.
  const pageCount = Math.max(1, Math.ceil(products.length / productsPerPage));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  const start = (page - 1) * productsPerPage;
  return { type, page, pageCount, products: products.slice(start, start + productsPerPage) };
}

/** Every page of the list, all products first, then each type's, in the filter's order. */
export async function listProductListPages(): Promise<{ type?: string; page: number }[]> {
  const types = (await listProductTypes()).map(({ id }) => id);
  const firstPages = await Promise.all([undefined, ...types].map((type) => getProductListPage(type, 1)));
  return firstPages.flatMap((first) => Array.from({ length: first!.pageCount }, (_, index) => ({ type: first!.type, page: index + 1 })));
}

/** The products by sku, made once for each list of products: every product page and piece looks itself up. */
const productsBySku = new WeakMap<readonly Product[], ReadonlyMap<string, Product>>();

export async function getProduct(sku: string): Promise<Product | undefined> {
  const products = await listProducts();
  let bySku = productsBySku.get(products);
  if (!bySku) productsBySku.set(products, (bySku = new Map(products.map((product) => [product.sku, product]))));
  return bySku.get(sku);
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

/** The places that carry the pieces, in the order of content/channels.yaml; none when it is absent or empty. */
export async function listChannels(): Promise<Channel[]> {
  return (await getContent()).channels;
}

/** The places of one city, or the online stores (without a city). */
export type ChannelGroup = { city?: Localised<string>; channels: Channel[] };

/**
 * The places by city, the cities in the order they first appear in the file, each city's places in
 * the file's order; the online stores last, in a group of their own: a visitor looks for the city
 * they are in, or else for where to buy from home.
 */
export async function listChannelGroups(): Promise<ChannelGroup[]> {
  const channels = await listChannels();
  const byCity = new Map<string, ChannelGroup>();
  const online: Channel[] = [];
  for (const channel of channels) {
    if (channel.kind === 'online' || !channel.city) {
      online.push(channel);
      continue;
    }
    const key = JSON.stringify(channel.city);
    const group = byCity.get(key);
    if (group) group.channels.push(channel);
    else byCity.set(key, { city: channel.city, channels: [channel] });
  }
  return [...byCity.values(), ...(online.length > 0 ? [{ channels: online }] : [])];
}
