import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { readEnv } from '@/app/_config/env';
import { houseDate } from '@/app/_config/house-time';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { relativeToRepository } from './problems';
import { describedFields, fieldDescription } from './field-descriptions';
import { decodeText, MAX_TEXT_BYTES } from './decode';
import { listContentFiles, type ContentFiles } from './files';
import { MIN_IMAGE_PIXELS } from './image-probe';
import { productTextFile, RESERVED_SKUS, SKU } from './naming';
import { nearMiss } from './near-miss';
import { productFactsBaseSchema, productTextSchema } from './schema';

/** Thrown for a request that cannot be scaffolded; the message says what to do instead. */
export class ScaffoldError extends Error {}

const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English 英文', 'zh-CN': 'Chinese 中文' };

/**
 * Creates content/products/<sku>/ with every field of a product, in both locales, each with its
 * hint from the schema as a note on what to write. Values an editor must supply are left empty,
 * so `npm run check:content` lists exactly what is still to do. The product is added today, the
 * house's day at `now`. Returns the files written.
 */
export async function scaffoldProduct(
  root: string,
  sku: string,
  type?: string,
  now: Date = readEnv('BUILD_TIME') ?? new Date(),
): Promise<string[]> {
  const files = await productScaffold(root, sku, type, now);
  const folder = path.join(root, 'products', sku);
  await mkdir(folder, { recursive: true });
  await Promise.all(Object.entries(files).map(([file, text]) => writeFile(path.join(folder, file), text, { flag: 'wx' })));
  return Object.keys(files).map((file) => relativeToRepository(path.join(folder, file)));
}

/**
 * The files `scaffoldProduct` writes, by name, without writing them: the editors' spreadsheet
 * fills a new product's in before anything is written. Throws a ScaffoldError for a sku or a type
 * that cannot be scaffolded, or a folder that exists.
 */
export async function productScaffold(root: string, sku: string, type: string | undefined, now: Date): Promise<Record<string, string>> {
  if (!SKU.test(sku)) {
    throw new ScaffoldError(`"${sku}" cannot be a sku: use lowercase letters, digits and single hyphens, e.g. rj-st-003`);
  }
  if (RESERVED_SKUS.includes(sku)) {
    throw new ScaffoldError(`"${sku}" is a word the product list's own addresses use (/product/${sku}/…): choose another sku`);
  }
  // Read as the check reads the content: a link in it, to a folder or a file, is refused, not followed.
  const content = await listContentFiles(root);
  for (const relative of ['products', 'product-types.yaml', 'care']) {
    const reason = content.refused.get(relative);
    if (reason) throw new ScaffoldError(`${relativeToRepository(path.join(root, relative))} ${reason}`);
  }
  const folder = path.join(root, 'products', sku);
  const taken = content.list('products');
  if ([...taken.folders, ...taken.files, ...taken.refused].includes(sku)) {
    throw new ScaffoldError(`${relativeToRepository(folder)}/ already exists: choose another sku, or edit that product`);
  }
  const typeIds = await listIds(content);
  if (type !== undefined && typeIds.length === 0) {
    const file = relativeToRepository(path.join(root, 'product-types.yaml'));
    throw new ScaffoldError(`${file} names no type that can be read: npm run check:content says what is wrong there`);
  }
  if (type !== undefined && !typeIds.includes(type)) {
    const nearest = nearMiss(type.toLowerCase(), typeIds);
    throw new ScaffoldError(
      `"${type}" is not a product type: ${nearest ? `did you mean ${nearest}?` : `use one of ${typeIds.join(', ')}`}`,
    );
  }
  const careIds = content.list('care').folders;

  const name = (locale: Locale) => field(productTextSchema, 'name', null, ` (${LANGUAGE_NAMES[locale]})`);
  // What only this product or the content knows; everything else comes from the schema.
  const values: Record<string, unknown> = { sku, type: type ?? null, added: houseDate(now) };
  const notes: Record<string, string> = {
    type: choices(typeIds),
    care: choices(careIds),
    images: ` At least ${MIN_IMAGE_PIXELS} pixels on the long side. 长边至少 ${MIN_IMAGE_PIXELS} 像素。`,
  };
  const facts = describedFields(productFactsBaseSchema)
    .map(({ name: fact }) =>
      field(productFactsBaseSchema, fact, fact in values ? values[fact] : starterOf(productFactsBaseSchema, fact), notes[fact]),
    )
    .join('');
  return {
    [productTextFile(defaultLocale)]: `---
${name(defaultLocale)}# The facts below are written once, here, for both languages. 以下资料只写在这里，两种语言共用。See content/README.md.
${facts}---
`,
    ...Object.fromEntries(
      locales.filter((locale) => locale !== defaultLocale).map((locale) => [productTextFile(locale), `---\n${name(locale)}---\n`]),
    ),
  };
}

const choices = (ids: readonly string[]) => ` Choices 可选: ${ids.join(' | ')}`;

/** A field of a schema as the new file holds it: its hint as a comment, then its line(s). */
function field(schema: z.ZodObject, name: string, value: unknown, note = ''): string {
  const { hint } = fieldDescription(schema, name);
  const comment = hint ? `# ${hint['en-US']} ${hint['zh-CN']}${note}\n` : '';
  // A list with nothing in it yet is an empty field, not []: the items an editor adds under it are then read.
  const written = Array.isArray(value) && value.length === 0 ? null : value;
  return comment + stringify({ [name]: written }, { nullStr: '' });
}

/** What the new file writes for a field: its starter, an object's fields' starters, or nothing to fill in. */
function starterOf(schema: z.ZodObject, name: string): unknown {
  const field = schema.shape[name];
  const { starter } = fieldDescription(schema, name);
  if (starter !== undefined) return starter;
  if (field instanceof z.ZodObject) return Object.fromEntries(Object.keys(field.shape).map((key) => [key, starterOf(field, key)]));
  return null;
}

/** The product types' ids, as far as content/product-types.yaml can be read: the check reports the rest. */
async function listIds(files: ContentFiles): Promise<string[]> {
  try {
    const decoded = decodeText(await files.read('product-types.yaml', MAX_TEXT_BYTES));
    if (!('text' in decoded)) return [];
    const items: unknown = parse(decoded.text);
    return Array.isArray(items) ? items.flatMap((item) => (typeof item?.id === 'string' ? [item.id] : [])) : [];
  } catch {
    return [];
  }
}
