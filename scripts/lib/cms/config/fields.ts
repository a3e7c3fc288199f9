import type { Field } from '@sveltia/cms';
import { z } from 'zod';
import { fieldDescription, type LocalisedText } from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';

/*
 * What every form of the CMS is made of: its fields, with the rules, labels and hints the content
 * check's schemas give them (index.ts says why).
 */

export const locales = [...routing.locales];
export const defaultLocale = routing.defaultLocale;

/** A label or hint in both languages: the CMS shows one text whatever the editor's language. */
export const both = (en: string, zh: string) => `${en} ${zh}`;
const inBoth = (text: LocalisedText) => both(text['en-US'], text['zh-CN']);

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  enum?: string[];
  default?: unknown;
};

/** A schema as JSON Schema describes what a file may hold (`io: 'input'`); refinements it cannot say are left out. */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * The message the content check gives for a value its pattern refuses: a space is refused by every
 * pattern of the schemas. Taken from the check itself, so the CMS says what `npm run check:content` says.
 */
function patternMessage(schema: z.ZodType, path: readonly (string | number)[]): string {
  const wrong: unknown = path.reduceRight<unknown>((value, key) => (typeof key === 'number' ? [value] : { [key]: value }), ' ');
  const result = schema.safeParse(wrong);
  const issue = result.error?.issues.find(
    (candidate) => candidate.code === 'invalid_format' && candidate.path.join('.') === path.join('.'),
  );
  if (!issue) throw new Error(`the content check does not refuse " " at ${path.join('.')}: update scripts/lib/cms/config/fields.ts`);
  return issue.message;
}

/**
 * The CMS's rules for the field `name` of an object schema: whether it is required, its pattern (with
 * the check's own message and a Chinese one), its length, bounds or number of items.
 */
export function rulesOf(
  schema: z.ZodType,
  name: string,
  { zh, pattern = true }: { zh?: string; pattern?: boolean } = {},
): Partial<Record<string, unknown>> {
  const objectSchema = jsonSchemaOf(schema);
  const property = objectSchema.properties?.[name];
  if (!property) throw new Error(`the schema has no field ${name}: update scripts/lib/cms/config/fields.ts`);
  const rules: Partial<Record<string, unknown>> = { required: objectSchema.required?.includes(name) ?? false };
  const patterned = property.pattern
    ? { property, path: [name] }
    : property.items?.pattern
      ? { property: property.items, path: [name, 0] }
      : undefined;
  if (patterned && pattern) {
    const message = patternMessage(schema, patterned.path);
    rules.pattern = [patterned.property.pattern!, zh ? `${message} ${zh}` : message];
  }
  if (property.minLength !== undefined && property.minLength > 1) rules.minlength = property.minLength;
  if (property.maxLength !== undefined) rules.maxlength = property.maxLength;
  if (property.minimum !== undefined) rules.min = property.minimum;
  if (property.maximum !== undefined) rules.max = property.maximum;
  if (property.minItems !== undefined) rules.min = property.minItems;
  if (property.default !== undefined) rules.default = property.default;
  return rules;
}

/** The fixed choices of a field (`material: silk`), as JSON Schema lists them. */
export function choicesOf(schema: z.ZodType, name: string): string[] {
  const choices = jsonSchemaOf(schema).properties?.[name]?.enum;
  if (!choices) throw new Error(`the schema's ${name} has no fixed choices: update scripts/lib/cms/config/fields.ts`);
  return choices;
}

/** The rules of a field of the items of a list schema (product-types.yaml is a list of objects). */
export function itemRules(listSchema: z.ZodType, name: string, zh: string) {
  const item = jsonSchemaOf(listSchema).items!;
  const property = item.properties![name]!;
  const message = patternMessage(listSchema, [0, name]);
  return { required: item.required?.includes(name) ?? false, pattern: [property.pattern!, `${message} ${zh}`] };
}

/** A hint is Markdown, where `<sku>` would read as an HTML tag and vanish. */
const asText = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The name, label and hint of a field of `schema`, as its schema describes it. */
export function described(schema: z.ZodObject, name: string, { hint: extraHint }: { hint?: LocalisedText } = {}) {
  const { label, hint } = fieldDescription(schema, name);
  if (!label) throw new Error(`the schema's ${name} has no label: describe it in app/_content/schema/`);
  const hintText =
    hint && extraHint ? (Object.fromEntries(locales.map((locale) => [locale, hint[locale] + extraHint[locale]])) as LocalisedText) : hint;
  return { name, label: inBoth(label), ...(hintText && { hint: asText(inBoth(hintText)) }) };
}

/** A list of products, chosen by sku or name in the form and written as their skus. */
export const productList = (schema: z.ZodObject, name: string) =>
  ({
    ...described(schema, name),
    widget: 'relation',
    collection: 'products',
    value_field: 'sku',
    search_fields: ['sku', 'name'],
    display_fields: ['{{sku}} · {{name}}'],
    multiple: true,
    // An empty list is written `[]`, which the check reads as none.
    required: false,
    default: [],
  }) as const;

/** A text field of a schema, with the schema's rules. */
export const textField = (
  schema: z.ZodObject,
  name: string,
  // zh: the Chinese beside the check's message for a value the field's pattern refuses.
  { zh, ...extra }: Partial<Field> & { zh?: string } = {},
): Field => ({ ...described(schema, name), widget: 'string', ...rulesOf(schema, name, { zh }), ...extra }) as Field;

/**
 * The same text in each locale, as one object (`brandName: { en-US: …, zh-CN: … }`), for files that
 * are not split by locale. An optional one (an ordering term) may be left out whole, never half.
 */
export const perLocale = (schema: z.ZodObject, name: string): Field => {
  const { required } = rulesOf(schema, name, { pattern: false });
  const field = jsonSchemaOf(schema).properties?.[name];
  const maxLength = field?.properties?.[defaultLocale]?.maxLength;
  return {
    ...described(schema, name),
    widget: 'object',
    ...(!required && { required: false }),
    fields: locales.map((locale) => ({
      name: locale,
      label: locale,
      widget: 'string',
      // Most such fields want every language; a few (a type's search words) take either, and
      // their schema then lists none as required.
      required: field ? (field.required ?? []).includes(locale) : true,
      ...(maxLength !== undefined && { maxlength: maxLength }),
    })),
  } as Field;
};

/** The body of a Markdown file: what the page shows below its heading. */
export const body = (label: string): Field => ({
  name: 'body',
  label,
  widget: 'markdown',
  i18n: true,
  required: true,
  // The text as written, not as the rich-text editor would write it again (*silk* as _silk_,
  // and the like): an edit elsewhere in the entry leaves this file as it was. Editors may switch
  // to the rich-text editor for a text they rewrite.
  modes: ['raw', 'rich_text'],
  // Pictures belong in the images field, and code has no place in these texts: no image or code
  // blocks, which also keeps the code highlighter's grammars out of the bundle (scripts/lib/cms/admin.ts).
  editor_components: [],
});

/** A file's path with one file per locale: {{locale}} is the CMS's placeholder for it. */
export const localisedFile = (file: string) => file.replace('<locale>', '{{locale}}');
