import { z } from 'zod';
import { described, fileRegistry } from '../field-descriptions';
import { textUpTo } from '../schema-parts';

/** content/about/<locale>.md frontmatter; the body is the brand story. */
export const aboutTextSchema = z
  .strictObject({
    title: described(textUpTo('the page heading, e.g. About us', 80), {
      label: { 'en-US': 'Title', 'zh-CN': '标题' },
      hint: { 'en-US': 'The page heading.', 'zh-CN': '页面标题。' },
      guide: {
        'en-US': 'The page heading, also the title of the browser tab; required.',
        'zh-CN': '页面标题，同时也是浏览器标签页上的标题；必填。',
      },
    }),
    lead: described(textUpTo('one sentence to go under the heading', 300), {
      label: { 'en-US': 'Lead', 'zh-CN': '导语' },
      hint: { 'en-US': 'One sentence under the heading.', 'zh-CN': '标题下的一句话。' },
      guide: { 'en-US': 'One sentence shown under the heading; required.', 'zh-CN': '标题下方的一句导语；必填。' },
    }),
  })
  .register(fileRegistry, {
    guideLast: [
      {
        part: 'text below `---` · 正文',
        guide: {
          'en-US': 'The brand story; required; Markdown, with `##` for subheadings.',
          'zh-CN': '品牌故事正文；必填；使用 Markdown，小标题用 `##`。',
        },
      },
    ],
  });
