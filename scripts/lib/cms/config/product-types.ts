import type { CollectionFile } from '@sveltia/cms';
import { productTypeSchema, productTypesSchema } from '@/app/_content/tools';
import { both, described, itemRules, jsonSchemaOf, perLocale } from './fields';

/** The product types: content/product-types.yaml. */
export const productTypesFile = (): CollectionFile => ({
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
});
