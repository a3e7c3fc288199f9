import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import {
  fieldDescription,
  fileRegistry,
  productFactsBaseSchema,
  productTextSchema,
  productTypeSchema,
  type FieldDescription,
  type LocalisedText,
} from '@/app/_content/tools';

/*
 * The columns of the editors' workbook, one per field of a product, made from the content schemas
 * and their descriptions (app/_content/schema/): a field added there gets its column, and its
 * header's note, without a change here. Row 1 holds each column's id, which the import reads: the
 * field's path, dotted (`price.currency`), and a text's locale (`name.zh-CN`).
 */

export const PRODUCTS_SHEET = 'Products';
export const TYPES_SHEET = 'Product types';

/** How a column's cells are written and read: a text, a number, a day, one item a line, one picture a line, Markdown. */
export type CellKind = 'text' | 'number' | 'date' | 'list' | 'pictures' | 'markdown';

export type Column = {
  /** Row 1's text: what the import knows the column by. */
  id: string;
  /** The locale of the file that holds the value: the facts are in the default locale's. */
  locale: Locale;
  /** The field's path in that file's frontmatter; none for the description below it. */
  path: readonly string[];
  kind: CellKind;
  /** Whether an empty cell leaves the field out of the file rather than empty: a field the schema does without. */
  optional: boolean;
  /** The header's note: what the field is and how to write it, in both languages. */
  note: string;
};

type JsonSchema = {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

/** The schema as JSON Schema describes what a file may hold: the kinds of its fields, which zod's own types hide in pipes. */
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The facts that say which product a row is come first, then its name in each language. */
const LEADING_FACTS = ['sku', 'type'];

const LANGUAGES: Record<Locale, LocalisedText> = {
  'en-US': { 'en-US': 'in English', 'zh-CN': '英文' },
  'zh-CN': { 'en-US': 'in Chinese', 'zh-CN': '中文' },
};

/** How each kind of cell is written, for the header's note. */
const HOW: Record<CellKind, LocalisedText | undefined> = {
  text: undefined,
  number: { 'en-US': 'A number, without unit or sign.', 'zh-CN': '只写数字，不加单位或符号。' },
  date: { 'en-US': 'A day, year-month-day, e.g. 2026-03-18.', 'zh-CN': '日期，按“年-月-日”书写，例如 2026-03-18。' },
  list: {
    'en-US': 'One per line (Alt+Enter starts a line in Excel, Option+Return on a Mac).',
    'zh-CN': '每行一个（在 Excel 中按 Alt+Enter 换行，Mac 上按 Option+Return）。',
  },
  pictures: {
    'en-US': 'One picture per line: its file, a colon, what it shows, e.g. "edge.jpg: The hand-rolled edge, close up".',
    'zh-CN': '每行一张：文件名、冒号、画面说明，例如“edge.jpg: 手工卷边特写”。',
  },
  markdown: undefined,
};

/** Why a field's kind is not one the workbook writes: a mistake of the code, named for its developer. */
function kindOf(field: JsonSchema, id: string): CellKind {
  if (field.type === 'number' || field.type === 'integer') return 'number';
  if (field.type === 'string') return field.format === 'date' ? 'date' : 'text';
  if (field.type === 'array' && field.items?.type === 'string') return 'list';
  const entry = field.items?.properties;
  if (field.type === 'array' && entry && Object.keys(entry).join() === 'file,description') return 'pictures';
  throw new Error(`the workbook has no way to write the field ${id} (${JSON.stringify(field)}): teach scripts/lib/catalogue/columns.ts`);
}

/** A guide's Markdown as a note's plain text: `silk` as silk, a link to a section of the guide as its words. */
const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\(#[^)]*\)/g, '$1 (content/README.md)').replace(/`([^`]*)`/g, '$1');

/** The note of a header: the field's label, what it is in each language, and how a cell of its kind is written. */
function noteOf(kind: CellKind, own: FieldDescription, { parent, locale }: { parent?: FieldDescription; locale?: Locale } = {}): string {
  const label = (language: Locale) =>
    [parent?.label?.[language], own.label?.[language]].filter(Boolean).join(language === 'zh-CN' ? '：' : ': ') +
    (locale ? (language === 'zh-CN' ? `（${LANGUAGES[locale][language]}）` : `, ${LANGUAGES[locale][language]}`) : '');
  const about = own.hint ?? parent?.hint ?? own.guide;
  const how = HOW[kind];
  return [
    `${label('en-US')} · ${label('zh-CN')}`,
    ...locales.map((language) => plain(about?.[language] ?? '')),
    ...(how ? [`${how['en-US']} ${how['zh-CN']}`] : []),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The columns of one object schema's fields, a nested object's fields each a column of its own. */
function fieldColumns(schema: z.ZodObject, locale: Locale, { perLocale }: { perLocale: boolean }): Column[] {
  const json = jsonSchemaOf(schema);
  return Object.entries(json.properties ?? {}).flatMap(([name, field]) => {
    const own = fieldDescription(schema, name);
    const required = json.required?.includes(name) ?? false;
    const id = perLocale ? `${name}.${locale}` : name;
    if (field.type !== 'object') {
      const kind = kindOf(field, id);
      return [{ id, locale, path: [name], kind, optional: !required, note: noteOf(kind, own, { locale: perLocale ? locale : undefined }) }];
    }
    const inner = schema.shape[name] as z.ZodObject;
    return Object.entries(field.properties ?? {}).map(([sub, subField]) => {
      const kind = kindOf(subField, `${id}.${sub}`);
      const note = noteOf(kind, fieldDescription(inner, sub), { parent: own });
      return { id: `${id}.${sub}`, locale, path: [name, sub], kind, optional: !required || !field.required?.includes(sub), note };
    });
  });
}

/** The description below a product text's frontmatter, as the guide describes it. */
function descriptionColumn(locale: Locale): Column {
  const guide = fileRegistry.get(productTextSchema)?.guideLast?.[0]?.guide;
  const own: FieldDescription = { label: { 'en-US': 'Description', 'zh-CN': '产品描述' }, guide };
  return { id: `description.${locale}`, locale, path: [], kind: 'markdown', optional: false, note: noteOf('markdown', own, { locale }) };
}

/** The Products sheet's columns, in their order: sku, type and names, the other facts, the descriptions, the other texts. */
export function productColumns(): Column[] {
  const facts = fieldColumns(productFactsBaseSchema, defaultLocale, { perLocale: false });
  const texts = locales.flatMap((locale) => fieldColumns(productTextSchema, locale, { perLocale: true }));
  const isLeading = (column: Column) => LEADING_FACTS.includes(column.path[0]!);
  const isName = (column: Column) => column.path[0] === 'name';
  return [
    ...facts.filter(isLeading),
    ...texts.filter(isName),
    ...facts.filter((column) => !isLeading(column)),
    ...locales.map(descriptionColumn),
    ...texts.filter((column) => !isName(column)),
  ];
}

/** The Product types sheet's columns: each type's id and its names, for reference. */
export function typeColumns(): { id: string; note: string; value: (type: { id: string; name: LocalisedText }) => string }[] {
  const reference = {
    'en-US': 'For reference: the type column of Products takes one of these ids. The types are edited in content/product-types.yaml.',
    'zh-CN': '仅供参考：Products 表的 type 列填写这里的某个 id。类型本身在 content/product-types.yaml 中修改。',
  };
  const idNote = `${noteOf('text', fieldDescription(productTypeSchema, 'id'))}\n${reference['en-US']}\n${reference['zh-CN']}`;
  return [
    { id: 'id', note: idNote, value: (type) => type.id },
    ...locales.map((locale) => ({
      id: `name.${locale}`,
      note: noteOf('text', fieldDescription(productTypeSchema, 'name'), { locale }),
      value: (type: { name: LocalisedText }) => type.name[locale],
    })),
  ];
}
