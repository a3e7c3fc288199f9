import type { CollectionFile } from '@sveltia/cms';
import { MAX_SELECTED_PIECES } from '@/app/_config/home';
import { siteSchema } from '@/app/_content/tools';
import { both, described, perLocale, productList, rulesOf, textField } from './fields';

/** The site's settings: content/site.yaml. */
export const siteFile = (): CollectionFile => ({
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
});
