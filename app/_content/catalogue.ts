import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { routing, type Locale } from '../_i18n/routing';
import { renderMarkdown } from './markdown';
import { ContentError, relativeToRepository, type ContentProblem } from './problems';
import {
  aboutTextSchema,
  careTextSchema,
  contactFactsSchema,
  contactTextSchema,
  productFactsSchema,
  productTextSchema,
  productTypesSchema,
  siteSchema,
  type ContactFacts,
  type ContactText,
  type ProductFacts,
  type ProductReferences,
  type ProductType,
  type Site,
} from './schema';
import { parseMarkdownFile, parseYamlFile, validate, type Source } from './source';

export type Localised<T> = Record<Locale, T>;
/** What every product may refer to; each product adds its own folder and files. */
type CatalogueReferences = Omit<ProductReferences, 'folder' | 'files'>;
/** A Markdown file's fields plus its body rendered to sanitised HTML. */
export type Rendered<T> = T & { html: string };

export type ProductImage = { file: string; sku: string };
export type Product = Omit<ProductFacts, 'images'> & {
  images: ProductImage[];
  text: Localised<Rendered<z.infer<typeof productTextSchema>>>;
};
export type CareText = Localised<Rendered<z.infer<typeof careTextSchema>>>;
export type Content = {
  site: Site;
  productTypes: ProductType[];
  products: Product[];
  care: ReadonlyMap<string, CareText>;
  about: Localised<Rendered<z.infer<typeof aboutTextSchema>>>;
  contact: ContactFacts & { text: Localised<ContactText> };
  /** Where the content was read from, for the image route. */
  root: string;
};

/**
 * Reads, validates and cross-checks everything under `root`. Every problem in every file is
 * collected; if there is any, a ContentError listing all of them is thrown.
 */
export async function loadContent(root: string): Promise<Content> {
  const problems: ContentProblem[] = [];
  const reader = new SourceReader(root, problems);

  const [site, productTypes, about, contactFacts, contactText, careIds, productSkus] = await Promise.all([
    reader.yaml('site.yaml', siteSchema),
    reader.yaml('product-types.yaml', productTypesSchema),
    reader.localisedMarkdown('about', aboutTextSchema),
    reader.yaml('contact/contact.yaml', contactFactsSchema),
    reader.localisedMarkdown('contact', contactTextSchema),
    reader.folders('care'),
    reader.folders('products'),
  ]);
  const references: CatalogueReferences = {
    skus: productSkus,
    typeIds: productTypes?.map((type) => type.id),
    careIds,
    shopHosts: site?.shopHosts,
  };
  const [careEntries, products] = await Promise.all([
    Promise.all(careIds.map(async (id) => [id, await reader.localisedMarkdown(`care/${id}`, careTextSchema)] as const)),
    Promise.all(productSkus.map((sku) => readProduct(reader, sku, references))),
  ]);

  if (problems.length > 0 || !site || !productTypes || !about || !contactFacts || !contactText) {
    throw new ContentError(sortProblems(problems));
  }
  return {
    site,
    productTypes,
    products: products.filter((product) => product !== undefined),
    care: new Map(careEntries.filter((entry): entry is [string, CareText] => entry[1] !== undefined)),
    about,
    contact: { ...contactFacts, text: contactText },
    root,
  };
}

async function readProduct(
  reader: SourceReader,
  sku: string,
  references: CatalogueReferences,
): Promise<Product | undefined> {
  const folder = `products/${sku}`;
  const files = await reader.files(folder);
  const [facts, text] = await Promise.all([
    reader.yaml(`${folder}/product.yaml`, productFactsSchema({ ...references, folder: sku, files })),
    reader.localisedMarkdown(folder, productTextSchema),
  ]);
  if (!facts || !text) return undefined;
  return { ...facts, images: facts.images.map((file) => ({ file, sku })), text };
}

function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Reads files under the content root, reporting what is missing or malformed. */
class SourceReader {
  constructor(
    readonly root: string,
    private readonly problems: ContentProblem[],
  ) {}

  async folders(relative: string): Promise<string[]> {
    const entries = await readdir(path.join(this.root, relative), { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  }

  async files(relative: string): Promise<string[]> {
    const entries = await readdir(path.join(this.root, relative), { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  async yaml<Schema extends z.ZodType>(relative: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    const source = await this.source(relative, parseYamlFile);
    return source && validate(schema, source, this.problems);
  }

  /** `<folder>/<locale>.md` for every locale, each validated and its body rendered. */
  async localisedMarkdown<Schema extends z.ZodType<object>>(
    folder: string,
    schema: Schema,
  ): Promise<Localised<Rendered<z.infer<Schema>>> | undefined> {
    const entries = await Promise.all(
      routing.locales.map(async (locale) => {
        const source = await this.source(`${folder}/${locale}.md`, parseMarkdownFile);
        const value = source && validate(schema, source, this.problems);
        return value && source ? ([locale, { ...value, html: renderMarkdown(source.body) }] as const) : undefined;
      }),
    );
    if (entries.some((entry) => entry === undefined)) return undefined;
    return Object.fromEntries(entries as NonNullable<(typeof entries)[number]>[]) as Localised<Rendered<z.infer<Schema>>>;
  }

  private async source(
    relative: string,
    parse: typeof parseYamlFile,
  ): Promise<Source | undefined> {
    const absolute = path.join(this.root, relative);
    const file = relativeToRepository(absolute);
    let text: string;
    try {
      text = await readFile(absolute, 'utf8');
    } catch {
      const locale = routing.locales.find((candidate) => relative.endsWith(`/${candidate}.md`));
      const hint = locale
        ? `the ${locale} text is missing: create this file (copy the other language's file and translate it)`
        : 'this file is missing: create it';
      this.problems.push({ file, line: 1, column: 1, field: '-', message: hint });
      return undefined;
    }
    const parsed = parse(file, text);
    if ('problems' in parsed) {
      this.problems.push(...parsed.problems);
      return undefined;
    }
    return parsed.source;
  }
}
