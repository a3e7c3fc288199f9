import { z } from 'zod';
import { locales } from '@/app/_config/locales';
import {
  describedFields,
  fileRegistry,
  type FieldDescription,
  type LocalisedText,
  aboutTextSchema,
  careTextSchema,
  channelSchema,
  contactFactsSchema,
  contactTextSchema,
  productFactsBaseSchema,
  productTextSchema,
  productTypeSchema,
  siteSchema,
} from '@/app/_content/tools';

/*
 * The field tables of the editors' guide, content/README.md, made from the fields' descriptions
 * on their schemas (app/_content/schema/). Each table stands between two marker comments; the
 * prose around the tables is the guide's own.
 */

/** The tables, by the name their markers give them. */
const TABLES: Record<string, z.ZodObject> = {
  'product-facts': productFactsBaseSchema,
  'product-text': productTextSchema,
  site: siteSchema,
  'product-types': productTypeSchema,
  'care-text': careTextSchema,
  'about-text': aboutTextSchema,
  'contact-facts': contactFactsSchema,
  'contact-text': contactTextSchema,
  channels: channelSchema,
};

const start = (name: string) =>
  `<!-- field table ${name}: written by npm run content-guide from app/_content/schema/; change the schema, not this table -->`;
const END = '<!-- end of field table -->';

type Row = { part: string; example?: string; guide: LocalisedText };

const code = (text: string) => `\`${text}\``;
const exampleCell = (example: FieldDescription['example']) =>
  example === undefined
    ? undefined
    : typeof example === 'string'
      ? code(example)
      : locales.map((locale) => code(example[locale])).join(' / ');

/** A text in each locale as one object, e.g. `brandName: { en-US: …, zh-CN: … }`, required or not. */
const isPerLocale = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodOptional
    ? isPerLocale(schema.unwrap() as z.ZodType)
    : schema instanceof z.ZodObject && Object.keys(schema.shape).join() === locales.join();

/** The rows of an object's fields: an object whose own fields are described has a row for each of those. */
function fieldRows(schema: z.ZodObject, within: string[] = []): Row[] {
  return describedFields(schema).flatMap(({ name, schema: field, description }) => {
    const path = [...within, name];
    if (field instanceof z.ZodObject && describedFields(field).some((inner) => inner.description.guide)) {
      return fieldRows(field, path);
    }
    const guide = description.guide ?? description.hint;
    if (!guide) return [];
    const part =
      path.length > 1
        ? path.map((key) => code(`${key}:`)).join(' ')
        : code(name) + (isPerLocale(field) ? ` ${locales.map(code).join(' / ')}` : '');
    return [{ part, example: exampleCell(description.example), guide }];
  });
}

/** The guide's table of a file's fields, with the rows its file description adds before and after. */
function fieldTable(schema: z.ZodObject): string {
  const file = fileRegistry.get(schema) ?? {};
  const rows: Row[] = [...(file.guideFirst ?? []), ...fieldRows(schema), ...(file.guideLast ?? [])];
  const examples = rows.some((row) => row.example !== undefined);
  const first = file.guideFirst || file.guideLast ? 'Part · 部分' : 'Field · 字段';
  const line = (cells: (string | undefined)[]) => `| ${cells.join(' | ')} |`;
  const header = [first, ...(examples ? ['Example · 示例'] : []), 'Rules', '规则'];
  return [
    line(header),
    line(header.map(() => '---')).replaceAll(' ', ''),
    ...rows.map((row) => line([row.part, ...(examples ? [row.example ?? ''] : []), row.guide['en-US'], row.guide['zh-CN']])),
  ].join('\n');
}

/** `guide` with every field table as the schemas describe it now. */
export function withFieldTables(guide: string): string {
  let written = guide;
  for (const [name, schema] of Object.entries(TABLES)) {
    const from = written.indexOf(start(name));
    const to = written.indexOf(END, from);
    if (from < 0 || to < 0) throw new Error(`content/README.md has no field table ${name}: put back its marker comments`);
    written = `${written.slice(0, from + start(name).length)}\n${fieldTable(schema)}\n${written.slice(to)}`;
  }
  return written;
}
