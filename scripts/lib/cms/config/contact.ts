import type { CollectionFile } from '@sveltia/cms';
import { contactFactsSchema, contactTextSchema } from '@/app/_content/tools';
import { both, localisedFile, textField } from './fields';

/** The Contact page's texts in each language: content/contact/<locale>.md. */
export const contactTextFile = (): CollectionFile => ({
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
});

/** The house's telephone and email, in every language alike: content/contact/contact.yaml. */
export const contactFile = (): CollectionFile => ({
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
});
