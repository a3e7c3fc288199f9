import { z } from 'zod';
import { described, fileRegistry } from '../field-descriptions';
import { textUpTo } from '../schema-parts';

/** content/care/<id>/<locale>.md frontmatter; the body is the care text. */
export const careTextSchema = z
  .strictObject({
    title: described(textUpTo('the heading of the care text, e.g. Caring for silk twill', 80), {
      label: { 'en-US': 'Title', 'zh-CN': '标题' },
      hint: { 'en-US': 'Heading of the care text.', 'zh-CN': '护理说明的标题。' },
      guide: {
        'en-US':
          'Heading of the care text; required. (The product page currently introduces the text with its own heading, "Care instructions".)',
        'zh-CN': '洗护说明的标题，必填。（产品页目前使用固定标题“洗护说明”引出正文。）',
      },
    }),
  })
  .register(fileRegistry, {
    guideFirst: [
      {
        part: 'folder name · 文件夹名',
        guide: {
          'en-US': "The care text's id, written in products' `care:`. Use lowercase letters, digits and hyphens, e.g. `silk-twill`.",
          'zh-CN': '洗护说明的 id，产品的 `care:` 填的就是它。请使用小写字母、数字和连字符，例如 `silk-twill`。',
        },
      },
    ],
    guideLast: [
      {
        part: 'text below `---` · 正文',
        guide: {
          'en-US': 'Required; Markdown, usually a short paragraph and a list.',
          'zh-CN': '必填；使用 Markdown，一般是一小段导语加一个列表。',
        },
      },
    ],
  });
