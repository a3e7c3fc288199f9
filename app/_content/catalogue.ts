/*
 * The loader: every file of the content read (reader.ts), then what only the files together tell
 * (a product's references, variants listed both ways, picture descriptions of listed pictures).
 */
import path from 'node:path';
import pMap from 'p-map';
import { z } from 'zod';
import { readEnv } from '@/app/_config/env';
import { houseDate } from '@/app/_config/house-time';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { oldLayoutFiles } from './file-names';
import { listContentFiles } from './files';
import { lastChanged, lastChangedProducts, readContentHistory } from './history';
import { productTextFile, SKU } from './naming';
import { nearMiss } from './near-miss';
import { ContentError, sortProblems, type ContentProblem } from './problems';
import { SourceReader, translatedLocales } from './reader';
import type { ProductReferences } from './references';
import {
  aboutTextSchema,
  careTextSchema,
  channelsSchema,
  contactFactsSchema,
  contactTextSchema,
  productFactsSchema,
  productTextSchema,
  productTypesSchema,
  siteSchema,
} from './schema';
import type { CareText, Content, Product } from './types';

/** What every product may refer to; each product adds its own folder and files. */
type CatalogueReferences = Omit<ProductReferences, 'folder' | 'images' | 'fileNames'>;

/**
 * Reads, validates and cross-checks everything under `root`. Every problem in every file is
 * collected; if there is any, a ContentError listing all of them is thrown. `now` is the moment
 * the check counts as the present (BUILD_TIME, else the clock's): the pages built from this
 * content take it too, so that a date refused and a "New" mark agree.
 */
export async function loadContent(root: string, { now = readEnv('BUILD_TIME') ?? new Date() }: { now?: Date } = {}): Promise<Content> {
  const problems: ContentProblem[] = [];
  const reader = new SourceReader(root, await listContentFiles(root), problems);

  const [site, productTypes, about, contactFacts, contactText, channels, careIds, productSkus, history] = await Promise.all([
    reader.yaml('site.yaml', siteSchema),
    reader.yaml('product-types.yaml', productTypesSchema),
    reader.localisedMarkdown('about', aboutTextSchema, { emptyHint: 'write the brand story below the closing --- line', headingsFrom: 2 }),
    reader.yaml('contact/contact.yaml', contactFactsSchema),
    reader.localisedMarkdown('contact', contactTextSchema, 'not shown'),
    // Until the house is carried anywhere, there is no file, and the Contact page says the places are coming.
    reader.optionalYaml('channels.yaml', channelsSchema),
    reader.folders('care'),
    productFolders(reader),
    readContentHistory(root),
  ]);
  // A folder deleted in a pull request would otherwise publish an empty catalogue, with the check's blessing.
  if (productSkus.length === 0 && !reader.isRefused('products')) {
    const message =
      'holds no product: the catalogue needs at least one, each in a folder of its own (npm run new:product -- <sku>); if the folder was deleted by mistake, restore it';
    reader.reportFile('products', message);
  }
  // A slip elsewhere in site.yaml or product-types.yaml must not hide the products' own problems.
  const types =
    productTypes ??
    reader.salvage('product-types.yaml', z.array(z.looseObject({ id: z.string(), name: z.record(z.string(), z.unknown()).optional() })));
  const typeIds = types?.map((type) => type.id);
  // A type written by its name in either language ("超大方巾", "Giant scarf") is told its id.
  const typeNames = new Map(
    types?.flatMap(({ id, name }) =>
      Object.values(name ?? {}).flatMap((words) => (typeof words === 'string' ? [[words.trim().toLowerCase(), id] as const] : [])),
    ),
  );
  const today = houseDate(now);
  const copyrightYear =
    site?.copyrightYear ?? reader.salvage('site.yaml', z.object({ copyrightYear: siteSchema.shape.copyrightYear }))?.copyrightYear;
  // A year still to come would put every product's day before the brand's first year.
  const thisYear = Number(today.slice(0, 4));
  if (copyrightYear !== undefined && copyrightYear > thisYear) {
    reader.report(
      'site.yaml',
      ['copyrightYear'],
      `is after this year (${thisYear} in China): write the year the copyright line starts from`,
    );
  }
  const references: CatalogueReferences = {
    skus: new Set(productSkus),
    typeIds: typeIds && new Set(typeIds),
    typeNames,
    careIds: new Set(careIds),
    shopHosts: site?.shopHosts ?? reader.salvage('site.yaml', z.object({ shopHosts: siteSchema.shape.shopHosts }))?.shopHosts,
    today,
    copyrightYear: copyrightYear !== undefined && copyrightYear <= thisYear ? copyrightYear : undefined,
  };
  const [careEntries, products] = await Promise.all([
    Promise.all(
      careIds.map(
        async (id) =>
          [
            id,
            await reader.localisedMarkdown(`care/${id}`, careTextSchema, {
              emptyHint: 'write the care text below the closing --- line',
              headingsFrom: 3,
            }),
          ] as const,
      ),
    ),
    // A few products at a time: reading thousands at once holds every file and picture in memory together.
    pMap(productSkus, (sku) => readProduct(reader, sku, references), { concurrency: 16 }),
  ]);
  // Each lists the other, so that both pages offer the other colour: a list one way is half an edit.
  const bySku = new Map(products.flatMap((product) => (product ? [[product.sku, product] as const] : [])));
  for (const product of bySku.values()) {
    for (const variant of product.variants) {
      const other = bySku.get(variant);
      if (other && !other.variants.includes(product.sku)) {
        const where = other.variants.length > 0 ? 'add it under variants' : 'write variants: (without []) and below it';
        const message = `${product.sku} lists this product as another colour or style: list ${product.sku} here too, ${where} "  - ${product.sku}"`;
        reader.report(`products/${variant}/${productTextFile(defaultLocale)}`, ['variants'], message);
      }
    }
  }

  // The home page's selection names products, which exist only once their folders are listed; read
  // from what the file holds, so that a sku listed twice does not hide one that does not exist.
  const selectedPieces = reader.salvage('site.yaml', z.object({ selectedPieces: z.array(z.unknown()) }))?.selectedPieces ?? [];
  selectedPieces.forEach((sku, index) => {
    // Anything but a sku is the schema's to report.
    if (typeof sku !== 'string' || !SKU.test(sku) || references.skus.has(sku)) return;
    const choices = references.skus.size > 0 && references.skus.size <= 20 ? `: use one of ${[...references.skus].join(', ')}` : '';
    reader.report('site.yaml', ['selectedPieces', index], `"${sku}" is not a product (a folder in content/products/)${choices}`);
  });

  reader.reportRefused();

  if (problems.length > 0 || !site || !productTypes || !about || !contactFacts || !contactText) {
    throw new ContentError(sortProblems(problems));
  }
  return {
    site,
    productTypes,
    // Newest first, everywhere the catalogue is listed; a day's products keep their folders' order.
    products: products.filter((product) => product !== undefined).sort((a, b) => (a.added < b.added ? 1 : a.added > b.added ? -1 : 0)),
    care: new Map(careEntries.filter((entry): entry is [string, CareText] => entry[1] !== undefined)),
    about,
    contact: { ...contactFacts, text: contactText },
    channels: channels ?? [],
    root,
    checkedAt: now.toISOString(),
    changes:
      'missing' in history
        ? history
        : {
            products: lastChangedProducts(history.history),
            about: lastChanged(history.history, ['about/']),
            // The Contact page lists the places that carry the pieces.
            contact: lastChanged(history.history, ['contact/', 'channels.yaml']),
          },
  };
}

/** A file of text or facts, which a product folder holds. */
const TEXT_FILE = /\.(md|markdown|txt|ya?ml)$/i;

/**
 * The folders of content/products/ to read as products, with a problem for each product put where
 * it would be left out without a word: a text loose in products/, and a product's folder inside
 * another (products/scarves/rj-hr-001/, products/rj-hr-002/rj-hr-003/) or at the top of content/.
 */
function productFolders(reader: SourceReader): string[] {
  const lead = productTextFile(defaultLocale);
  const isProduct = (folder: string) => reader.fileNames(folder).includes(lead);
  const moveUp = (folder: string) =>
    reader.reportFile(
      `${folder}/${lead}`,
      `is not read: a product's folder goes directly in content/products/; move ${path.posix.basename(folder)}/ there`,
    );
  for (const name of reader.fileNames('products').filter((name) => TEXT_FILE.test(name))) {
    const message = `is not read: each product is a folder of its own in content/products/, named by its sku, holding ${lead}, its other texts and its pictures (npm run new:product -- <sku> makes one); move this file into its product's folder`;
    reader.reportFile(`products/${name}`, message);
  }
  for (const folder of reader.folders('.').filter(isProduct)) moveUp(folder);
  return reader.folders('products').filter((sku) => {
    const nested = reader.folders(`products/${sku}`).filter((inner) => isProduct(`products/${sku}/${inner}`));
    for (const inner of nested) moveUp(`products/${sku}/${inner}`);
    // A folder that groups products and holds no text of its own is no product.
    return nested.length === 0 || reader.fileNames(`products/${sku}`).some((name) => TEXT_FILE.test(name));
  });
}

async function readProduct(reader: SourceReader, sku: string, references: CatalogueReferences): Promise<Product | undefined> {
  const folder = `products/${sku}`;
  const fileNames = reader.fileNames(folder);
  for (const { name, message } of oldLayoutFiles(fileNames)) reader.reportFile(`${folder}/${name}`, message);
  const images = await reader.images(folder);
  const file = (locale: Locale) => `${folder}/${productTextFile(locale)}`;
  const body = { emptyHint: 'write the description below the closing --- line', headingsFrom: 3 };
  const factsSchema = productFactsSchema({ ...references, folder: sku, images, fileNames });
  const [lead, translations] = await Promise.all([
    reader.markdown(file(defaultLocale), defaultLocale, productTextSchema.extend(factsSchema.shape), body),
    Promise.all(
      translatedLocales.map(async (locale) => [locale, await reader.markdown(file(locale), locale, productTextSchema, body)] as const),
    ),
  ]);
  const described = describesOnlyItsPictures(
    reader,
    file,
    lead?.images.map((image) => image.file),
  );
  if (!lead || !described || translations.some(([, text]) => text === undefined)) return undefined;
  const { name, pictures, html, text, ...facts } = lead;
  const texts = Object.fromEntries([[defaultLocale, { name, pictures, html, text }], ...translations]) as Product['text'];
  if (!reader.translated(file, texts)) return undefined;
  return { ...facts, images: facts.images.map((image) => ({ ...image, sku })), text: texts };
}

/**
 * Whether the descriptions in a product's texts (`pictures`) are each of a picture it lists under
 * images; each one that is not is reported. Read from what each file holds, valid or not, so that
 * one run names them all.
 */
function describesOnlyItsPictures(reader: SourceReader, file: (locale: Locale) => string, listed: string[] | undefined): boolean {
  const lead = file(defaultLocale);
  const files = listed ?? reader.salvage(lead, z.object({ images: z.array(z.string()) }))?.images;
  // Pictures unknown, the lead file unreadable: its own problem is the one to fix first.
  if (files === undefined) return false;
  let valid = true;
  for (const locale of locales) {
    const text = file(locale);
    const described = reader.salvage(text, z.object({ pictures: z.array(z.unknown()) }))?.pictures ?? [];
    described.forEach((entry, index) => {
      const picture = z.object({ file: z.string() }).safeParse(entry).data?.file;
      if (picture === undefined || files.includes(picture)) return;
      const nearest = nearMiss(picture, files);
      const choices = [...new Set(files)];
      const listIt = `list the picture under images in ${path.posix.basename(lead)}`;
      const fix = nearest
        ? `did you mean ${nearest}?`
        : choices.length > 0
          ? `describe one of ${choices.join(', ')}, or ${listIt}`
          : listIt;
      reader.report(text, ['pictures', index, 'file'], `"${picture}" is not one of this product's pictures: ${fix}`);
      valid = false;
    });
  }
  return valid;
}
