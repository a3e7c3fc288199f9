import path from 'node:path';
import pMap from 'p-map';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { listContentFiles, type ContentFiles } from './files';
import { MAX_PICTURE_BYTES, probeImage, SUGGESTED_IMAGE_SIDE } from './image-probe';
import { renderMarkdown } from './markdown';
import { nearMiss } from './near-miss';
import { keepingResults, keptUnlessChanged } from './preview-cache';
import { ContentError, relativeToRepository, unexpectedProblem, type ContentProblem } from './problems';
import { IMAGE_FILE_NAME, productTextFile } from './naming';
import type { ImageProbe, ProductReferences } from './references';
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
  type ProductType,
  type Site,
} from './schema';
import { parseMarkdownFile, parseYamlFile, validate, type Source } from './source';

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The largest YAML or Markdown file read: some 5,000 words, where the longest text is 2 KB. A larger
 * file is a mistake, or an attack: Markdown's parser takes time that grows with the square of a
 * paragraph's length for some inputs (thousands of * or [), some 2.5 s at this size.
 */
const MAX_TEXT_BYTES = 32 * 1024;
/** Characters no text holds (tab, line feed and carriage return aside): they mark a file that is not text, or is damaged. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

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
  /** Where the content was read from: the build makes the product pictures' variants from the files under it. */
  root: string;
};

/**
 * Reads, validates and cross-checks everything under `root`. Every problem in every file is
 * collected; if there is any, a ContentError listing all of them is thrown.
 */
export async function loadContent(root: string): Promise<Content> {
  const problems: ContentProblem[] = [];
  const reader = new SourceReader(root, await listContentFiles(root), problems);

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
  const typeIds = (productTypes ?? reader.salvage('product-types.yaml', z.array(z.looseObject({ id: z.string() }))))?.map(
    (type) => type.id,
  );
  const references: CatalogueReferences = {
    skus: new Set(productSkus),
    typeIds: typeIds && new Set(typeIds),
    careIds: new Set(careIds),
    shopHosts: site?.shopHosts ?? reader.salvage('site.yaml', z.object({ shopHosts: siteSchema.shape.shopHosts }))?.shopHosts,
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

  reader.reportRefused();

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

async function readProduct(reader: SourceReader, sku: string, references: CatalogueReferences): Promise<Product | undefined> {
  const folder = `products/${sku}`;
  reportOldLayout(reader, folder);
  const images = await reader.images(folder);
  const file = (locale: Locale) => `${folder}/${productTextFile(locale)}`;
  const body = { emptyHint: 'write the description below the closing --- line', headingsFrom: 3 };
  const factsSchema = productFactsSchema({ ...references, folder: sku, images });
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

/** The locales whose texts are translations of the default locale's. */
const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * The files of a product's earlier layout (product.yaml beside en-US.md and zh-CN.md), which are no
 * longer read: each is reported with where its lines now belong, so that a folder made from an old
 * copy is moved, not published without the edits made in it.
 */
function reportOldLayout(reader: SourceReader, folder: string): void {
  const names = reader.fileNames(folder);
  const lead = productTextFile(defaultLocale);
  if (names.includes('product.yaml')) {
    reader.reportFile(
      `${folder}/product.yaml`,
      `is no longer read: move its lines into ${lead}, between its --- lines below name:, then delete this file`,
    );
  }
  for (const locale of locales) {
    // Without the new file, its missing-file problem already says to rename this one.
    if (names.includes(`${locale}.md`) && names.includes(productTextFile(locale))) {
      reader.reportFile(
        `${folder}/${locale}.md`,
        `is no longer read: the ${locale} text is ${productTextFile(locale)}; move any change made here into it, then delete this file`,
      );
    }
  }
}

/**
 * Whether the descriptions in a product's texts (`pictures`) are each of a picture it lists under
 * images; each one that is not is reported. Read from what each file holds, valid or not, so that
 * one run names them all.
 */
function describesOnlyItsPictures(reader: SourceReader, file: (locale: Locale) => string, listed: string[] | undefined): boolean {
  const lead = file(defaultLocale);
  const files = listed ?? reader.salvage(lead, z.object({ images: z.array(z.string()) }))?.images ?? [];
  let valid = true;
  for (const locale of locales) {
    const text = file(locale);
    const described = reader.salvage(text, z.object({ pictures: z.array(z.unknown()) }))?.pictures ?? [];
    described.forEach((entry, index) => {
      const picture = z.object({ file: z.string() }).safeParse(entry).data?.file;
      if (picture === undefined || files.includes(picture)) return;
      const nearest = nearMiss(picture, files);
      const fix = nearest
        ? `did you mean ${nearest}?`
        : `describe one of ${files.join(', ')}, or list the picture under images in ${path.posix.basename(lead)}`;
      reader.report(text, ['pictures', index, 'file'], `"${picture}" is not one of this product's pictures: ${fix}`);
      valid = false;
    });
  }
  return valid;
}

/**
 * A file beside the missing `file` that is surely it under another name: the same name in other
 * letter case (`index.zh-cn.md`, which a Mac or Windows finds but the build's server does not), with
 * another ending (`index.en-US.md.txt`, `site.yml`).
 */
function misnamedAs(file: string, names: readonly string[]): string | undefined {
  // A name without its text endings, in any letter case: `index.zh-cn`, `site`.
  const stem = (name: string) => name.toLowerCase().replace(/(\.(md|markdown|txt|ya?ml))+$/, '');
  return names.find((name) => stem(name) === stem(path.basename(file)));
}

/** The locale whose text a file of this name is (`en-US.md`, or a product's `index.en-US.md`), if any. */
function localeOfText(name: string): Locale | undefined {
  return locales.find((locale) => name === `${locale}.md` || name === productTextFile(locale));
}

/** The one Markdown file among `names` that is no locale's text, if there is exactly one. */
function unknownText(names: readonly string[]): string | undefined {
  const unknown = names.filter(
    (name) =>
      name.toLowerCase().endsWith('.md') &&
      !locales.some((locale) => [`${locale}.md`, productTextFile(locale)].some((text) => text.toLowerCase() === name.toLowerCase())),
  );
  return unknown.length === 1 ? unknown[0] : undefined;
}

function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** What the text below a Markdown file's fields is: a page's text (see `SourceReader.markdown`), or nothing shown. */
type MarkdownBody = { emptyHint: string; headingsFrom: number } | 'not shown';

/** Reads files under the content root, reporting what is missing or malformed. */
class SourceReader {
  /** Every file parsed so far, for `salvage`. */
  private readonly parsed = new Map<string, Source>();

  constructor(
    readonly root: string,
    private readonly files: ContentFiles,
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

  /** Every refused entry (a link, say) at its own path, unless reported where it is used: none is ever read. */
  reportRefused(): void {
    for (const [relative, message] of this.files.refused) {
      // A picture its product lists was reported on that line.
      const lead = `${path.posix.dirname(relative)}/${productTextFile(defaultLocale)}`;
      const listed = this.salvage(lead, z.object({ images: z.array(z.unknown()) }))?.images;
      if (listed?.includes(path.posix.basename(relative))) continue;
      this.problems.push({ file: this.shown(relative), line: 1, column: 1, field: '-', message });
    }
  }

  /** A problem with a file as a whole, read or not. */
  reportFile(relative: string, message: string): void {
    this.problems.push({ file: this.shown(relative), line: 1, column: 1, field: '-', message });
  }

  folders(relative: string): string[] {
    return this.files.list(relative).folders.toSorted();
  }

  fileNames(relative: string): string[] {
    return this.files.list(relative).files;
  }

  /** Every file in the folder named like an image, read far enough to know what it really is. */
  async images(relative: string): Promise<Map<string, ImageProbe>> {
    const { files, refused } = this.files.list(relative);
    const probes = files
      .filter((name) => IMAGE_FILE_NAME.test(name))
      .map(async (name) => {
        const file = `${relative}/${name}`;
        const probe = await this.guard(this.shown(file), async () => {
          const version = keepingResults() ? await this.files.version(file) : '';
          return keptUnlessChanged('pictures', `${file}:${version}`, async (): Promise<ImageProbe> => {
            const bytes = await this.files.read(file, MAX_PICTURE_BYTES);
            return 'tooLarge' in bytes ? { problem: `is ${fileSize(bytes.tooLarge)}: ${PICTURE_TOO_LARGE}` } : probeImage(bytes, name);
          });
        });
        return [name, probe ?? { problem: 'could not be checked: see the problem reported for the file itself' }] as const;
      });
    const links = refused
      .filter((name) => IMAGE_FILE_NAME.test(name))
      .map((name) => [name, { problem: this.files.refused.get(`${relative}/${name}`)! }] as const);
    return new Map([...(await Promise.all(probes)), ...links]);
  }

  async yaml<Schema extends z.ZodType>(relative: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    const source = await this.source(relative, parseYamlFile);
    return source && this.validate(schema, source);
  }

  /** `validate`, with an exception nobody expected reported as a problem of the file. */
  private validate<Schema extends z.ZodType>(schema: Schema, source: Source): z.infer<Schema> | undefined {
    try {
      return validate(schema, source, this.problems);
    } catch (error) {
      this.problems.push(unexpectedProblem(source.file, error));
      return undefined;
    }
  }

  /** Reads one file; an exception nobody expected becomes a problem naming the file, not a crash of the check. */
  private async guard<T>(file: string, read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      this.problems.push(unexpectedProblem(file, error));
      return undefined;
    }
  }

  /** A path under the content root as the editor sees it from the repository. */
  private shown(relative: string): string {
    return relativeToRepository(path.join(this.root, relative));
  }

  /**
   * `<folder>/<locale>.md` for every locale, each validated and its body rendered (see `markdown`),
   * none of them left untranslated.
   */
  async localisedMarkdown<Schema extends z.ZodType<object>>(
    folder: string,
    schema: Schema,
    body: MarkdownBody,
  ): Promise<Localised<Rendered<z.infer<Schema>>> | undefined> {
    const file = (locale: Locale) => `${folder}/${locale}.md`;
    const entries = await Promise.all(
      locales.map(async (locale) => [locale, await this.markdown(file(locale), locale, schema, body)] as const),
    );
    if (entries.some(([, text]) => text === undefined)) return undefined;
    const texts = Object.fromEntries(entries) as Localised<Rendered<z.infer<Schema>>>;
    return this.translated(file, texts) ? texts : undefined;
  }

  /**
   * One Markdown file, validated and its body rendered. `body` says what the text below the fields
   * is for: a page's text, which must not be empty (`emptyHint` says what to write) and whose
   * headings start at `headingsFrom` #, or nothing shown at all.
   */
  async markdown<Schema extends z.ZodType<object>>(
    relative: string,
    locale: Locale,
    schema: Schema,
    body: MarkdownBody,
  ): Promise<Rendered<z.infer<Schema>> | undefined> {
    const source = await this.source(relative, parseMarkdownFile);
    if (!source) return undefined;
    const value = this.validate(schema, source);
    const problem = (line: number, column: number, message: string) =>
      this.problems.push({ file: source.file, line: source.bodyLine + line - 1, column, field: '-', message });
    const empty = source.body.trim() === '';
    if (body === 'not shown') {
      if (!empty) problem(1, 1, 'text below the closing --- line is not shown anywhere: move it into one of the fields above');
      return value && { ...value, html: '', text: '' };
    }
    if (empty) {
      problem(1, 1, body.emptyHint);
      return undefined;
    }
    const rendered = await this.guard(source.file, async () => renderMarkdown(source.body, locale, { headingsFrom: body.headingsFrom }));
    if (!rendered) return undefined;
    const { html, text, slips } = rendered;
    for (const slip of slips) problem(slip.line, slip.column, slip.message);
    // Only a comment (<!-- to do -->), say: the page would show an empty section.
    if (text === '' && slips.length === 0) problem(1, 1, `${body.emptyHint}: nothing below it is shown on the page`);
    return value && slips.length === 0 && text !== '' ? { ...value, html, text } : undefined;
  }

  /**
   * Whether each translation differs from the default locale's text; each one that does not is
   * reported: a file copied from the other language and not yet translated would publish that
   * language's words.
   */
  translated(file: (locale: Locale) => string, texts: Localised<{ text: string }>): boolean {
    const untranslated = translatedLocales.filter(
      (locale) => texts[locale].text !== '' && texts[locale].text === texts[defaultLocale].text,
    );
    const original = path.posix.basename(file(defaultLocale));
    for (const locale of untranslated) {
      const source = this.parsed.get(file(locale))!;
      const firstWords = source.body.split('\n').findIndex((line) => line.trim() !== '');
      const message = `is the same text as ${original}: translate it, as this file is the ${locale} text`;
      this.problems.push({ file: source.file, line: source.bodyLine + firstWords, column: 1, field: '-', message });
    }
    return untranslated.length === 0;
  }

  private async source(relative: string, parse: typeof parseYamlFile): Promise<Source | undefined> {
    // A link in its place is reported at the end, at its own path.
    if (this.files.refused.has(relative)) return undefined;
    const file = this.shown(relative);
    const { files } = this.files.list(path.posix.dirname(relative));
    if (!files.includes(path.posix.basename(relative))) {
      this.problems.push({ file, line: 1, column: 1, field: '-', message: missingFileHint(relative, files) });
      return undefined;
    }
    return this.guard(file, async () => {
      const problem = (message: string, at = { line: 1, column: 1 }) => this.problems.push({ file, ...at, field: '-', message });
      const bytes = await this.files.read(relative, MAX_TEXT_BYTES);
      if ('tooLarge' in bytes) {
        problem(
          `is ${fileSize(bytes.tooLarge)}, and a text here is at most ${fileSize(MAX_TEXT_BYTES)} (some 5,000 words): is it the right file?`,
        );
        return undefined;
      }
      let text: string;
      try {
        // Strict, so a file saved as GBK or UTF-16 (Windows' defaults for Chinese) is refused rather
        // than published as gibberish; a UTF-8 byte order mark is dropped.
        text = UTF8.decode(bytes);
      } catch {
        problem('is not saved as UTF-8, so its Chinese would show as gibberish: save it again with the encoding UTF-8');
        return undefined;
      }
      const control = CONTROL_CHARACTER.exec(text);
      if (control) {
        const before = text.slice(0, control.index).split('\n');
        const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        problem(
          `holds an invisible control character (${code}), which no text has: if this is the right file, delete the character, or save the file again as plain text`,
          {
            line: before.length,
            column: before.at(-1)!.length + 1,
          },
        );
        return undefined;
      }
      const parsed = parse(file, text);
      if ('problems' in parsed) {
        this.problems.push(...parsed.problems);
        return undefined;
      }
      this.parsed.set(relative, parsed.source);
      return parsed.source;
    });
  }
}

/** What to say of the missing file `relative`, given the names of the files beside it. */
function missingFileHint(relative: string, names: readonly string[]): string {
  const name = path.posix.basename(relative);
  const locale = localeOfText(name);
  const misnamed = misnamedAs(name, names);
  // The same text under its name in a product's earlier layout (en-US.md beside product.yaml).
  const oldName = locale && name === productTextFile(locale) && names.includes(`${locale}.md`) ? `${locale}.md` : undefined;
  // A text saved under a name of the editor's own (cn.md, 中文.md) is most likely this one.
  const otherText = locale && !misnamed && !oldName ? unknownText(names) : undefined;
  if (misnamed) {
    return (
      `is missing, but "${misnamed}" is here: rename it to ${name}, letter for letter` +
      (misnamed.length > name.length ? ' (Windows may hide the end of a name: show "File name extensions")' : '')
    );
  }
  if (oldName) {
    const facts = locale === defaultLocale && names.includes('product.yaml') ? ', and move the lines of product.yaml into it' : '';
    return `is missing, but ${oldName} of the earlier layout is here: rename it to ${name}${facts}`;
  }
  if (otherText) return `the ${locale} text is missing, but "${otherText}" is here: if it is the ${locale} text, rename it to ${name}`;
  if (!locale) return 'this file is missing: create it';
  if (name === productTextFile(locale)) {
    // The facts are written once, in the default locale's file: a translation holds none.
    return locale === defaultLocale
      ? `the ${locale} text and the product's facts are missing: create this file, with name: and the facts between two --- lines (as in any other product's ${name}) and the description below them`
      : `the ${locale} text is missing: create this file, with name: between two --- lines and the description below them`;
  }
  return `the ${locale} text is missing: create this file (copy the other language's file and translate it)`;
}

/** Pictures beyond this size are surely not exported for the web, and are not read into memory. */
const PICTURE_TOO_LARGE = `a picture here is at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB: export it at most ${SUGGESTED_IMAGE_SIDE} pixels on each side, a few MB as JPEG`;

/** A file size as an editor's file manager shows it. */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
