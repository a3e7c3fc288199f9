import type { Field } from '@sveltia/cms';
import { fieldDescription, MIN_IMAGE_PIXELS, productFactsBaseSchema, productTextSchema, SUGGESTED_IMAGE_SIDE } from '@/app/_content/tools';
import type { CmsChoices } from './choices';
import { body, both, choicesOf, described, jsonSchemaOf, locales, productList, rulesOf, textField } from './fields';

/*
 * The products: content/products/<sku>/index.<locale>.md, the facts and the name in the en-US
 * file's frontmatter, only the texts in the others, the pictures beside them.
 */

const price = productFactsBaseSchema.shape.price;
/** An entry of a product text's picture descriptions. */
const picture = productTextSchema.shape.pictures.unwrap().in.element;

export function productsCollection(choices: CmsChoices) {
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
    throw new Error(`size.${name} is no longer "above zero": update scripts/lib/cms/config/products.ts`);
  return {
    ...described(productFactsBaseSchema.shape.size, name),
    widget: 'number',
    value_type: 'float',
    min: 0.1,
    step: 0.1,
    required: size.required?.includes(name) ?? false,
  };
}
