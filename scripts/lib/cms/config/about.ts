import type { CollectionFile } from '@sveltia/cms';
import { aboutTextSchema } from '@/app/_content/tools';
import { body, both, localisedFile, textField } from './fields';

/** The About page: content/about/<locale>.md. */
export const aboutFile = (): CollectionFile => ({
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
});
