import type { CmsConfig, Field, FileCollection } from '@sveltia/cms';
import { z } from 'zod';
import { readEnv } from '@/app/_config/env';
import { MAX_SELECTED_PIECES } from '@/app/_config/home';
import {
  aboutTextSchema,
  careTextSchema,
  CHANNEL_KINDS,
  channelSchema,
  fieldDescription,
  MAX_PICTURE_BYTES,
  MIN_IMAGE_PIXELS,
  type LocalisedText,
  contactFactsSchema,
  contactTextSchema,
  productFactsBaseSchema,
  productTextSchema,
  productTypeSchema,
  productTypesSchema,
  siteSchema,
  SUGGESTED_IMAGE_SIDE,
} from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };

/*
 * The configuration of the editors' CMS at /admin/ (Sveltia CMS), for the product layout that
 * git-based CMSs share: content/products/<sku>/index.<locale>.md, the facts and the name in the
 * en-US file's frontmatter, only the texts in the others, the pictures beside them.
 *
 * What the content check would refuse is taken from its zod schemas (app/_content/schema.ts) when
 * the CMS can say it too: required fields, patterns, lengths, bounds and fixed choices are read from
 * the schemas' JSON Schema at build time, so the form and the check cannot disagree; so are each
 * field's label and hint, which schema.ts describes. The CMS shows labels and hints as written, in
 * one language for everyone, so they are in both.
 */

/**
 * The git host editors sign in to and commit to, in one place with the origins the CMS page may
 * reach there (its policy, scripts/lib/admin.ts): GitHub, the repository named by CMS_REPOSITORY
 * (the site's workflow gives its own). README.md, "Editing in the browser", says what to write
 * here for GitLab or a Gitea/Forgejo server. Editors sign in with a personal access token, or by
 * OAuth through an authenticator named by `base_url`.
 */
export const CMS_BACKEND = {
  name: 'github',
  // Read when the form is made, so that the build reports a malformed one as it reports other mistakes.
  get repo() {
    return readEnv('CMS_REPOSITORY');
  },
  branch: 'main',
} as const satisfies CmsConfig['backend'];
export const CMS_ORIGINS = {
  /** The host's API, and GitHub's status page, which the CMS shows when GitHub is down. */
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  /** Editors' avatars, from their profile on the host. */
  images: ['https://avatars.githubusercontent.com'],
};

/** What the form offers to choose from: the product types and care texts the content has now. */
export type CmsChoices = {
  /** The house's name in each language (site.yaml's brandName), the CMS's title. */
  brandName: Record<string, string>;
  productTypes: readonly { id: string; name: Record<string, string> }[];
  care: readonly { id: string; title: Record<string, string> }[];
};

const locales = [...routing.locales];
const defaultLocale = routing.defaultLocale;

/** A label or hint in both languages: the CMS shows one text whatever the editor's language. */
const both = (en: string, zh: string) => `${en} ${zh}`;
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
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

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
  if (!issue) throw new Error(`the content check does not refuse " " at ${path.join('.')}: update scripts/lib/cms-config.ts`);
  return issue.message;
}

/**
 * The CMS's rules for the field `name` of an object schema: whether it is required, its pattern (with
 * the check's own message and a Chinese one), its length, bounds or number of items.
 */
function rulesOf(
  schema: z.ZodType,
  name: string,
  { zh, pattern = true }: { zh?: string; pattern?: boolean } = {},
): Partial<Record<string, unknown>> {
  const objectSchema = jsonSchemaOf(schema);
  const property = objectSchema.properties?.[name];
  if (!property) throw new Error(`the schema has no field ${name}: update scripts/lib/cms-config.ts`);
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
function choicesOf(schema: z.ZodType, name: string): string[] {
  const choices = jsonSchemaOf(schema).properties?.[name]?.enum;
  if (!choices) throw new Error(`the schema's ${name} has no fixed choices: update scripts/lib/cms-config.ts`);
  return choices;
}

/** A hint is Markdown, where `<sku>` would read as an HTML tag and vanish. */
const asText = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The name, label and hint of a field of `schema`, as schema.ts describes it. */
function described(schema: z.ZodObject, name: string, { hint: extraHint }: { hint?: LocalisedText } = {}) {
  const { label, hint } = fieldDescription(schema, name);
  if (!label) throw new Error(`the schema's ${name} has no label: describe it in app/_content/schema.ts`);
  const hintText =
    hint && extraHint ? (Object.fromEntries(locales.map((locale) => [locale, hint[locale] + extraHint[locale]])) as LocalisedText) : hint;
  return { name, label: inBoth(label), ...(hintText && { hint: asText(inBoth(hintText)) }) };
}

/** A list of products, chosen by sku or name in the form and written as their skus. */
const productList = (schema: z.ZodObject, name: string) =>
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

const price = productFactsBaseSchema.shape.price;
/** An entry of a product text's picture descriptions. */
const picture = productTextSchema.shape.pictures.unwrap().in.element;

/** A text field of a schema, with the schema's rules. */
const textField = (
  schema: z.ZodObject,
  name: string,
  // zh: the Chinese beside the check's message for a value the field's pattern refuses.
  { zh, ...extra }: Partial<Field> & { zh?: string } = {},
): Field => ({ ...described(schema, name), widget: 'string', ...rulesOf(schema, name, { zh }), ...extra }) as Field;

/**
 * The same text in each locale, as one object (`brandName: { en-US: …, zh-CN: … }`), for files that
 * are not split by locale. An optional one (an ordering term) may be left out whole, never half.
 */
const perLocale = (schema: z.ZodObject, name: string): Field => {
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
const body = (label: string): Field => ({
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
  // blocks, which also keeps the code highlighter's grammars out of the bundle (scripts/lib/admin.ts).
  editor_components: [],
});

function productsCollection(choices: CmsChoices) {
  const typeNames = (names: Record<string, string>) => locales.map((locale) => names[locale]).join(' ');
  return {
    name: 'products',
    label: both('Products', '产品'),
    label_singular: both('Product', '产品'),
    icon: 'shopping_bag',
    folder: 'content/products',
    // content/products/<sku>/index.<locale>.md, the pictures beside them.
    path: '{{slug}}/index',
    extension: 'md',
    format: 'yaml-frontmatter',
    media_folder: '',
    public_folder: '',
    i18n: true,
    identifier_field: 'sku',
    // The folder is named after the sku, as the content check requires.
    slug: '{{fields.sku}}',
    summary: '{{sku}} · {{name}}',
    sortable_fields: ['sku', 'name'],
    fields: [
      textField(productTextSchema, 'name', { i18n: true }),
      textField(productFactsBaseSchema, 'sku', {
        zh: '只用小写字母、数字和单个连字符，例如 rj-hr-001。',
      }),
      {
        ...described(productFactsBaseSchema, 'type'),
        widget: 'select',
        ...rulesOf(productFactsBaseSchema, 'type'),
        options: choices.productTypes.map((type) => ({ value: type.id, label: typeNames(type.name) })),
      },
      {
        ...described(productFactsBaseSchema, 'material'),
        widget: 'select',
        ...rulesOf(productFactsBaseSchema, 'material'),
        options: choicesOf(productFactsBaseSchema, 'material'),
        default: choicesOf(productFactsBaseSchema, 'material')[0],
      },
      {
        ...described(productFactsBaseSchema, 'size'),
        widget: 'object',
        ...rulesOf(productFactsBaseSchema, 'size'),
        fields: [centimetres('width'), centimetres('height')],
      },
      {
        ...described(productFactsBaseSchema, 'price'),
        widget: 'object',
        ...rulesOf(productFactsBaseSchema, 'price'),
        fields: [
          // Above zero; how many decimals depends on the currency, which the CMS cannot say.
          { ...described(price, 'amount'), widget: 'number', value_type: 'float', min: 0.01, step: 0.01, required: true },
          {
            ...described(price, 'currency'),
            widget: 'string',
            required: true,
            default: fieldDescription(price, 'currency').starter,
            pattern: [
              '^[A-Z]{3}$',
              'write an ISO 4217 currency code in capitals, e.g. CNY, USD or EUR 请用大写的 ISO 4217 币种代码，例如 CNY、USD、EUR。',
            ],
          },
        ],
      },
      textField(productFactsBaseSchema, 'shopUrl', {
        type: 'url',
        zh: '请从浏览器地址栏重新复制网址（不能有空格或全角符号）。',
      }),
      {
        ...productList(productFactsBaseSchema, 'variants'),
        // A product is not its own variant.
        filters: [{ field: 'sku', values: ['{{slug}}'], exclude: true }],
      },
      {
        ...described(productFactsBaseSchema, 'care'),
        widget: 'select',
        ...rulesOf(productFactsBaseSchema, 'care'),
        options: choices.care.map((care) => ({ value: care.id, label: `${care.id} · ${typeNames(care.title)}` })),
      },
      {
        ...described(productFactsBaseSchema, 'images', {
          hint: {
            'en-US': ` At least ${MIN_IMAGE_PIXELS} pixels on the long side; larger photographs are reduced to ${SUGGESTED_IMAGE_SIDE}.`,
            'zh-CN': `长边至少 ${MIN_IMAGE_PIXELS} 像素；更大的照片会缩小到 ${SUGGESTED_IMAGE_SIDE} 像素。`,
          },
        }),
        widget: 'image',
        multiple: true,
        // Their names are made safe on upload (slugify_filename); the CMS would test a list's pattern on the whole list.
        ...rulesOf(productFactsBaseSchema, 'images', { pattern: false }),
        // iPhone photographs (HEIC) too: the upload converts every picture to WebP.
        accept: 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif',
        choose_url: false,
      },
      {
        ...described(productFactsBaseSchema, 'added'),
        // A date picker, writing the day alone as the check reads it: added: 2026-03-18.
        widget: 'datetime',
        type: 'date',
        format: 'YYYY-MM-DD',
        ...rulesOf(productFactsBaseSchema, 'added', { pattern: false }),
        // A new product is added on the day it is written; the editor's own day, as the picker knows no other.
        default: '{{now}}',
      },
      {
        ...described(productTextSchema, 'pictures'),
        widget: 'list',
        i18n: true,
        ...rulesOf(productTextSchema, 'pictures'),
        summary: '{{fields.file}} · {{fields.description}}',
        fields: [
          {
            ...described(picture, 'file'),
            widget: 'string',
            required: true,
            // Each language's list is its own: a field without i18n would be the English one's.
            i18n: true,
          },
          { ...described(picture, 'description'), widget: 'string', required: true, i18n: true },
        ],
      },
      body(both('Description', '描述')),
    ],
  };
}

function centimetres(name: 'width' | 'height'): Field {
  // Above zero (JSON Schema's exclusiveMinimum, which the CMS cannot say): a tenth of a centimetre is the least a size is written in.
  const size = jsonSchemaOf(productFactsBaseSchema).properties!.size!;
  if (size.properties?.[name]?.exclusiveMinimum !== 0)
    throw new Error(`size.${name} is no longer "above zero": update scripts/lib/cms-config.ts`);
  return {
    ...described(productFactsBaseSchema.shape.size, name),
    widget: 'number',
    value_type: 'float',
    min: 0.1,
    step: 0.1,
    required: size.required?.includes(name) ?? false,
  };
}

/** Files edited in place: a file collection keeps each file where it is. */
function pagesCollection(choices: CmsChoices): FileCollection {
  const localisedFile = (file: string) => file.replace('<locale>', '{{locale}}');
  return {
    name: 'pages',
    label: both('Pages and settings', '页面与设置'),
    icon: 'description',
    // Files with {{locale}} in their path are one per locale; the others (i18n: false) are shared.
    i18n: true,
    files: [
      {
        name: 'about',
        label: both('About', '关于我们'),
        file: localisedFile('content/about/<locale>.md'),
        format: 'yaml-frontmatter',
        i18n: true,
        fields: [
          textField(aboutTextSchema, 'title', { i18n: true }),
          textField(aboutTextSchema, 'lead', { i18n: true }),
          body(both('Brand story', '品牌故事')),
        ],
      },
      {
        name: 'contact-text',
        label: both('Contact texts', '联系页文字'),
        file: localisedFile('content/contact/<locale>.md'),
        format: 'yaml-frontmatter',
        i18n: true,
        // No body: the contact page shows only these fields, and the check refuses text below them.
        fields: (['address', 'manager', 'cooperation', 'careers', 'copyright'] as const).map((name) =>
          textField(contactTextSchema, name, {
            i18n: true,
            widget: name === 'address' || name === 'manager' ? 'string' : 'text',
          }),
        ),
      },
      {
        name: 'contact',
        label: both('Contact details', '联系方式'),
        file: 'content/contact/contact.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          textField(contactFactsSchema, 'tel', {
            zh: '请写电话号码，例如 "+86 28 8620 3366"。',
          }),
          textField(contactFactsSchema, 'email', {
            type: 'email',
            zh: '请写邮箱地址。',
          }),
        ],
      },
      {
        name: 'site',
        label: both('Site settings', '网站设置'),
        file: 'content/site.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          perLocale(siteSchema, 'brandName'),
          textField(siteSchema, 'siteUrl', {
            type: 'url',
            zh: '请从浏览器地址栏重新复制网址。',
          }),
          textField(siteSchema, 'shopUrl', {
            type: 'url',
            zh: '请从浏览器地址栏重新复制网址。',
          }),
          {
            ...described(siteSchema, 'shopHosts'),
            widget: 'list',
            ...rulesOf(siteSchema, 'shopHosts', { zh: '只写小写域名，不带 https:// 或 /。' }),
          },
          textField(siteSchema, 'icp'),
          {
            ...described(siteSchema, 'copyrightYear'),
            widget: 'number',
            value_type: 'int',
            ...rulesOf(siteSchema, 'copyrightYear'),
          },
          {
            ...described(siteSchema, 'productsPerPage'),
            widget: 'number',
            value_type: 'int',
            ...rulesOf(siteSchema, 'productsPerPage'),
          },
          // None chosen, the section shows the newest after the new arrivals; as many as the check allows.
          { ...productList(siteSchema, 'selectedPieces'), max: MAX_SELECTED_PIECES },
          // The line sheet's ordering terms: each may be left out, and the sheet leaves its line out.
          perLocale(siteSchema, 'minimumOrder'),
          perLocale(siteSchema, 'leadTime'),
          perLocale(siteSchema, 'paymentTerms'),
          {
            ...described(siteSchema, 'pricesValidUntil'),
            // A date picker, writing the day alone as the check reads it: pricesValidUntil: 2027-06-30.
            widget: 'datetime',
            type: 'date',
            format: 'YYYY-MM-DD',
            ...rulesOf(siteSchema, 'pricesValidUntil', { pattern: false }),
          },
        ],
      },
      {
        name: 'product-types',
        label: both('Product types', '产品类型'),
        file: 'content/product-types.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          {
            name: 'types',
            label: both('Product types', '产品类型'),
            widget: 'list',
            // The file is the list itself, without a key.
            root: true,
            summary: '{{fields.id}} · {{fields.name.en-US}} {{fields.name.zh-CN}}',
            min: jsonSchemaOf(productTypesSchema).minItems,
            fields: [
              {
                ...described(productTypeSchema, 'id'),
                widget: 'string',
                ...itemRules(productTypesSchema, 'id', '只用小写字母、数字和单个连字符，例如 stole。'),
              },
              perLocale(productTypeSchema, 'name'),
              perLocale(productTypeSchema, 'searchWords'),
            ],
          },
        ],
      },
      {
        name: 'channels',
        label: both('Distribution channels', '销售渠道'),
        file: 'content/channels.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          {
            name: 'channels',
            label: both('Places that carry the pieces', '销售渠道'),
            widget: 'list',
            // The file is the list itself, without a key; none, and the Contact page says they are coming.
            root: true,
            required: false,
            summary: '{{fields.name.en-US}} {{fields.name.zh-CN}} · {{fields.kind}}',
            fields: [
              perLocale(channelSchema, 'name'),
              {
                ...described(channelSchema, 'kind'),
                widget: 'select',
                ...rulesOf(channelSchema, 'kind'),
                // In the words the Contact page shows.
                options: CHANNEL_KINDS.map((kind) => ({ value: kind, label: both(enUS.Channels.kinds[kind], zhCN.Channels.kinds[kind]) })),
              },
              // Which of these a place needs depends on its kind, which the CMS cannot say: the check does.
              { ...perLocale(channelSchema, 'city'), required: false },
              { ...perLocale(channelSchema, 'address'), required: false },
              textField(channelSchema, 'tel', { zh: '请写电话号码，例如 "+86 28 8620 3366"。' }),
              { ...perLocale(channelSchema, 'hours'), required: false },
              textField(channelSchema, 'url', { type: 'url', zh: '请从浏览器地址栏重新复制网址（须以 https:// 开头）。' }),
            ],
          },
        ],
      },
      // One file per care text: the CMS edits those that exist; a new one is a new folder in content/care/.
      ...choices.care.map(({ id, title }) => ({
        name: `care-${id}`,
        label: both(`Care: ${title[defaultLocale] ?? id}`, `护理：${title['zh-CN'] ?? id}`),
        file: localisedFile(`content/care/${id}/<locale>.md`),
        format: 'yaml-frontmatter',
        i18n: true,
        fields: [textField(careTextSchema, 'title', { i18n: true }), body(both('Care text', '护理说明'))],
      })),
    ],
  };
}

/** The rules of a field of the items of a list schema (product-types.yaml is a list of objects). */
function itemRules(listSchema: z.ZodType, name: string, zh: string) {
  const item = jsonSchemaOf(listSchema).items!;
  const property = item.properties![name]!;
  const message = patternMessage(listSchema, [0, name]);
  return { required: item.required?.includes(name) ?? false, pattern: [property.pattern!, `${message} ${zh}`] };
}

/** The whole configuration; `choices` are the content's product types and care texts. */
export function cmsConfig(choices: CmsChoices): CmsConfig {
  return {
    backend: CMS_BACKEND,
    // Every change is a pull request, which CI checks before anyone merges it: the CMS checks fewer
    // rules than the content check (references, picture sizes, shop hosts).
    publish_mode: 'editorial_workflow',
    app_title: both(choices.brandName['en-US']!, choices.brandName['zh-CN']!),
    media_folder: 'content/media',
    i18n: { structure: 'multiple_files', locales, default_locale: defaultLocale },
    // Picture names as the content check accepts them (letters, digits, - and _): a Chinese or
    // accented file name becomes ASCII.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_libraries: {
      // Stock photographs are not the house's, and their sites are third parties the page policy refuses.
      stock_assets: false,
      default: {
        config: {
          slugify_filename: true,
          max_file_size: MAX_PICTURE_BYTES,
          // A photograph straight from a camera is reduced to a light file that still zooms across a
          // desktop screen; a smaller one is kept at its size (never below the check's minimum of
          // MIN_IMAGE_PIXELS unless it was already).
          transformations: { raster_image: { format: 'webp', quality: 85, width: SUGGESTED_IMAGE_SIDE, height: SUGGESTED_IMAGE_SIDE } },
        },
      },
    },
    output: { omit_empty_optional_fields: true },
    collections: [productsCollection(choices), pagesCollection(choices)],
  } as CmsConfig;
}
