import type { CollectionFile } from '@sveltia/cms';
import { careTextSchema } from '@/app/_content/tools';
import type { CmsChoices } from './choices';
import { body, both, defaultLocale, localisedFile, textField } from './fields';

/** One file per care text: the CMS edits those that exist; a new one is a new folder in content/care/. */
export const careFiles = (choices: CmsChoices): CollectionFile[] =>
  choices.care.map(({ id, title }) => ({
    name: `care-${id}`,
    label: both(`Care: ${title[defaultLocale] ?? id}`, `护理：${title['zh-CN'] ?? id}`),
    file: localisedFile(`content/care/${id}/<locale>.md`),
    format: 'yaml-frontmatter',
    i18n: true,
    fields: [textField(careTextSchema, 'title', { i18n: true }), body(both('Care text', '护理说明'))],
  }));
