import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import { z } from 'zod';
import { routing, type Locale } from '../_i18n/routing';
import { probeImage } from './image-probe';
import { renderMarkdown } from './markdown';
import { ContentError, relativeToRepository, type ContentProblem } from './problems';
import {
  aboutTextSchema,
  careTextSchema,
  contactFactsSchema,
  contactTextSchema,
  IMAGE_FILE_NAME,
  productFactsSchema,
  productTextSchema,
  productTypesSchema,
  siteSchema,
  type ContactFacts,
  type ContactText,
  type ImageProbe,
  type ProductFacts,
  type ProductReferences,
  type ProductType,
  type Site,
} from './schema';
import { parseMarkdownFile, parseYamlFile, validate, type Source } from './source';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

export type Localised<T> = Record<Locale, T>;
/** What every product may refer to; each product adds its own folder and files. */
type CatalogueReferences = Omit<ProductReferences, 'folder' | 'images'>;
/** A Markdown file's fields plus its body rendered to sanitised HTML and to plain text. */
export type Rendered<T> = T & { html: string; text: string };

/** A product picture: its file in the product folder, its size in pixels (upright) and a hash of its bytes. */
export type ProductImage = { file: string; sku: string; width: number; height: number; hash: string };
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
    reader.localisedMarkdown('about', aboutTextSchema, { emptyHint: 'write the brand story below the closing --- line', headingsFrom: 2 }),
    reader.yaml('contact/contact.yaml', contactFactsSchema),
    reader.localisedMarkdown('contact', contactTextSchema, 'not shown'),
    reader.folders('care'),
    reader.folders('products'),
  ]);
  // A slip elsewhere in site.yaml or product-types.yaml must not hide the products' own problems.
  const typeIds = (productTypes ?? reader.salvage('product-types.yaml', z.array(z.looseObject({ id: z.string() }))))?.map((type) => type.id);
  const references: CatalogueReferences = {
    skus: new Set(productSkus),
    typeIds: typeIds && new Set(typeIds),
    careIds: new Set(careIds),
    shopHosts: site?.shopHosts ?? reader.salvage('site.yaml', z.object({ shopHosts: siteSchema.shape.shopHosts }))?.shopHosts,
  };
  const [careEntries, products] = await Promise.all([
    Promise.all(
      careIds.map(async (id) => [id, await reader.localisedMarkdown(`care/${id}`, careTextSchema, { emptyHint: 'write the care text below the closing --- line', headingsFrom: 3 })] as const),
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
        reader.report(`products/${variant}/product.yaml`, ['variants'], message);
      }
    }
  }

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
  const images = await reader.images(folder);
  const [facts, text] = await Promise.all([
    reader.yaml(`${folder}/product.yaml`, productFactsSchema({ ...references, folder: sku, images })),
    reader.localisedMarkdown(folder, productTextSchema, { emptyHint: 'write the description below the closing --- line', headingsFrom: 3 }),
  ]);
  if (!facts || !text) return undefined;
  return {
    ...facts,
    images: facts.images.map((image) => ({ ...image, sku })),
    text,
  };
}

/**
 * A file beside the missing `file` that is surely it under another name: the same name in other
 * letter case (`zh-cn.md`, which a Mac or Windows finds but the build's server does not), with
 * another ending (`en-US.md.txt`, `product.yml`).
 */
function misnamedAs(file: string, names: readonly string[]): string | undefined {
  // The part of a name before its first dot, in any letter case: `zh-cn`, `en-us`, `product`.
  const stem = (name: string) => name.split('.')[0]!.toLowerCase();
  return names.find((name) => stem(name) === stem(path.basename(file)));
}

/** The one Markdown file among `names` that is no locale's text, if there is exactly one. */
function unknownText(names: readonly string[]): string | undefined {
  const unknown = names.filter((name) => name.toLowerCase().endsWith('.md') && !routing.locales.some((locale) => name.toLowerCase() === `${locale.toLowerCase()}.md`));
  return unknown.length === 1 ? unknown[0] : undefined;
}

function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Reads files under the content root, reporting what is missing or malformed. */
class SourceReader {
  /** Every file parsed so far, for `salvage`. */
  private readonly parsed = new Map<string, Source>();

  constructor(
    readonly root: string,
    private readonly problems: ContentProblem[],
  ) {}

  /** A problem with a field of an already read file, found only beside other files. */
  report(relative: string, fieldPath: readonly PropertyKey[], message: string): void {
    const source = this.parsed.get(relative)!;
    this.problems.push({ file: source.file, ...source.locate(fieldPath), field: fieldPath.join('.'), message });
  }

  /** The part of an already read file that `schema` accepts, even if the rest of it is wrong; nothing is reported. */
  salvage<Schema extends z.ZodType>(relative: string, schema: Schema): z.infer<Schema> | undefined {
    return schema.safeParse(this.parsed.get(relative)?.data).data;
  }

  async folders(relative: string): Promise<string[]> {
    const entries = await readdir(path.join(this.root, relative), { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  }

  /** Every file in the folder named like an image, read far enough to know what it really is. */
  async images(relative: string): Promise<Map<string, ImageProbe>> {
    const folder = path.join(this.root, relative);
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile() && IMAGE_FILE_NAME.test(entry.name)).map((entry) => entry.name);
    return new Map(await Promise.all(files.map(async (file) => [file, await probeImage(path.join(folder, file), file)] as const)));
  }

  async yaml<Schema extends z.ZodType>(relative: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    const source = await this.source(relative, parseYamlFile);
    return source && validate(schema, source, this.problems);
  }

  /**
   * `<folder>/<locale>.md` for every locale, each validated and its body rendered. `body` says
   * what the text below the fields is for: a page's text, which must not be empty (`emptyHint`
   * says what to write) and whose headings start at `headingsFrom` #, or nothing shown at all.
   */
  async localisedMarkdown<Schema extends z.ZodType<object>>(
    folder: string,
    schema: Schema,
    body: { emptyHint: string; headingsFrom: number } | 'not shown',
  ): Promise<Localised<Rendered<z.infer<Schema>>> | undefined> {
    const entries = await Promise.all(
      routing.locales.map(async (locale) => {
        const source = await this.source(`${folder}/${locale}.md`, parseMarkdownFile);
        const value = source && validate(schema, source, this.problems);
        if (!source) return undefined;
        const problem = (line: number, column: number, message: string) =>
          this.problems.push({ file: source.file, line: source.bodyLine + line - 1, column, field: '-', message });
        const empty = source.body.trim() === '';
        if (body === 'not shown') {
          if (!empty) problem(1, 1, 'text below the closing --- line is not shown anywhere: move it into one of the fields above');
          return value && ([locale, { ...value, html: '', text: '' }] as const);
        }
        if (empty) {
          problem(1, 1, body.emptyHint);
          return undefined;
        }
        const { html, text, slips } = renderMarkdown(source.body, locale, { headingsFrom: body.headingsFrom });
        for (const slip of slips) problem(slip.line, slip.column, slip.message);
        // Only a comment (<!-- to do -->), say: the page would show an empty section.
        if (text === '' && slips.length === 0) problem(1, 1, `${body.emptyHint}: nothing below it is shown on the page`);
        return value && slips.length === 0 && text !== '' ? ([locale, { ...value, html, text }] as const) : undefined;
      }),
    );
    if (entries.some((entry) => entry === undefined)) return undefined;
    const texts = Object.fromEntries(entries as NonNullable<(typeof entries)[number]>[]) as Localised<Rendered<z.infer<Schema>>>;
    // A file copied from the other language and not yet translated would publish that language's words.
    const untranslated = routing.locales.filter(
      (locale) => locale !== routing.defaultLocale && texts[locale].text !== '' && texts[locale].text === texts[routing.defaultLocale].text,
    );
    for (const locale of untranslated) {
      const source = this.parsed.get(`${folder}/${locale}.md`)!;
      const firstWords = source.body.split('\n').findIndex((line) => line.trim() !== '');
      const message = `is the same text as ${routing.defaultLocale}.md: translate it, as this file is the ${locale} text`;
      this.problems.push({ file: source.file, line: source.bodyLine + firstWords, column: 1, field: '-', message });
    }
    return untranslated.length === 0 ? texts : undefined;
  }

  private async source(
    relative: string,
    parse: typeof parseYamlFile,
  ): Promise<Source | undefined> {
    const absolute = path.join(this.root, relative);
    const file = relativeToRepository(absolute);
    let bytes: Buffer;
    try {
      bytes = await readFile(absolute);
    } catch {
      const locale = routing.locales.find((candidate) => relative.endsWith(`/${candidate}.md`));
      const names = await readdir(path.dirname(absolute)).catch(() => []);
      const misnamed = misnamedAs(absolute, names);
      // A text saved under a name of the editor's own (cn.md, 中文.md) is most likely this one.
      const otherText = locale && !misnamed ? unknownText(names) : undefined;
      const hint = misnamed
        ? `is missing, but "${misnamed}" is here: rename it to ${path.basename(absolute)}, letter for letter` +
          (misnamed.length > path.basename(absolute).length ? ' (Windows may hide the end of a name: show "File name extensions")' : '')
        : otherText
          ? `the ${locale} text is missing, but "${otherText}" is here: if it is the ${locale} text, rename it to ${locale}.md`
          : locale
            ? `the ${locale} text is missing: create this file (copy the other language's file and translate it)`
            : 'this file is missing: create it';
      this.problems.push({ file, line: 1, column: 1, field: '-', message: hint });
      return undefined;
    }
    let text: string;
    try {
      // Strict, so a file saved as GBK or UTF-16 (Windows' defaults for Chinese) is refused rather
      // than published as gibberish; a UTF-8 byte order mark is dropped.
      text = UTF8.decode(bytes);
    } catch {
      const message = 'is not saved as UTF-8, so its Chinese would show as gibberish: save it again with the encoding UTF-8';
      this.problems.push({ file, line: 1, column: 1, field: '-', message });
      return undefined;
    }
    const parsed = parse(file, text);
    if ('problems' in parsed) {
      this.problems.push(...parsed.problems);
      return undefined;
    }
    this.parsed.set(relative, parsed.source);
    return parsed.source;
  }
}
