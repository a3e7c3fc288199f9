import { z } from 'zod';
import { described } from '../field-descriptions';
import { telephone, textUpTo, withLookalike } from '../schema-parts';

/** content/contact/contact.yaml: contact facts shared by both locales. */
export const contactFactsSchema = z.strictObject({
  tel: described(telephone, {
    label: { 'en-US': 'Telephone', 'zh-CN': '电话' },
    hint: {
      'en-US': 'Telephone number, international form, e.g. "+86 28 8620 3366".',
      'zh-CN': '电话号码，国际格式，例如 "+86 28 8620 3366"。',
    },
    guide: {
      'en-US':
        'Telephone number in international form, **in double quotes**: digits, spaces, `+`, `(`, `)` and `-` only. Visitors can tap it to call.',
      'zh-CN': '国际格式的电话号码，**务必加英文双引号**；只能包含数字、空格以及 `+`、`(`、`)`、`-`。访客在手机上点击即可拨打。',
    },
  }),
  email: described(z.email({ error: (issue) => withLookalike(issue.input, 'write an email address, e.g. business@example.com') }), {
    label: { 'en-US': 'Email', 'zh-CN': '邮箱' },
    hint: { 'en-US': 'Business email address.', 'zh-CN': '商务邮箱。' },
    guide: { 'en-US': 'The business email address; visitors can click it to write.', 'zh-CN': '商务联系邮箱，访客点击即可发邮件。' },
  }),
});

/** content/contact/<locale>.md frontmatter. */
export const contactTextSchema = z.strictObject({
  address: described(textUpTo('the postal address', 200), {
    label: { 'en-US': 'Address', 'zh-CN': '地址' },
    hint: { 'en-US': "Postal address in Chengdu, in this locale's order.", 'zh-CN': '成都的通信地址，按该语言的习惯顺序书写。' },
    guide: { 'en-US': 'Postal address, written in the order usual for the language.', 'zh-CN': '邮寄地址，按该语言的习惯顺序书写。' },
  }),
  manager: described(textUpTo("the business manager's name", 80), {
    label: { 'en-US': 'Manager', 'zh-CN': '负责人' },
    hint: { 'en-US': 'Name of the business manager.', 'zh-CN': '商务负责人姓名。' },
    guide: { 'en-US': 'Name of the business manager.', 'zh-CN': '商务经理姓名。' },
  }),
  cooperation: described(textUpTo('the Business Cooperation text', 2000), {
    label: { 'en-US': 'Business cooperation', 'zh-CN': '商务合作' },
    hint: { 'en-US': 'Text of the Business Cooperation section.', 'zh-CN': '“商务合作”一节的文字。' },
    guide: { 'en-US': 'Text of the "Business Cooperation" section.', 'zh-CN': '“商务合作”栏目的文字。' },
  }),
  careers: described(textUpTo('the Career Opportunities text', 2000), {
    label: { 'en-US': 'Careers', 'zh-CN': '招贤纳士' },
    hint: { 'en-US': 'Text of the Career Opportunities section.', 'zh-CN': '“招贤纳士”一节的文字。' },
    guide: { 'en-US': 'Text of the "Career Opportunities" section.', 'zh-CN': '“招贤纳士”栏目的文字。' },
  }),
  copyright: described(textUpTo('the Copyright Notice text', 2000), {
    label: { 'en-US': 'Copyright notice', 'zh-CN': '版权声明' },
    hint: { 'en-US': 'Text of the Copyright Notice section.', 'zh-CN': '“版权声明”一节的文字。' },
    guide: { 'en-US': 'Text of the "Copyright Notice" section.', 'zh-CN': '“版权声明”栏目的文字。' },
  }),
});

export type ContactFacts = z.infer<typeof contactFactsSchema>;
export type ContactText = z.infer<typeof contactTextSchema>;
