import { z } from 'zod';
import { described } from '../field-descriptions';
import { inEachLanguage, optionalWordsInEachLanguage, reportRepeats, slugOf } from '../schema-parts';

/** A type's search words are a handful, not a text: the index gives them to each of its pieces. */
const MAX_SEARCH_WORDS_LENGTH = 120;

/** An entry of content/product-types.yaml. */
export const productTypeSchema = z.strictObject({
  id: described(slugOf(undefined, 'wide-bandeau'), {
    label: { 'en-US': 'Id', 'zh-CN': '标识' },
    hint: {
      'en-US': "Used in product files (`type:`) and in the filter's address, e.g. `stole`.",
      'zh-CN': '用于产品文件（`type:`）和筛选网址，例如 `stole`。',
    },
    guide: {
      'en-US':
        "Lowercase letters, digits and single hyphens. Products name it in `type:`; it is also the address of the type's list (`/en-US/product/type/stole/`). Give each id only once.",
      'zh-CN':
        '只能用小写字母、数字和单个连字符。产品的 `type:` 填的就是它，也是该类别列表的网址（如 `/zh-CN/product/type/stole/`）。每个 id 只能出现一次。',
    },
    example: 'stole',
  }),
  name: described(inEachLanguage("the type's name", { 'en-US': 'Stole', 'zh-CN': '长披肩' }, 40), {
    label: { 'en-US': 'Name', 'zh-CN': '名称' },
    hint: { 'en-US': "The type's name in each locale.", 'zh-CN': '该类型在各语言中的名称。' },
    guide: {
      'en-US': "The type's name in each language, shown in the filter and on product pages. Both required.",
      'zh-CN': '各语言的类型名称，显示在筛选栏和产品页上，两种语言都必须填写。',
    },
    example: { 'en-US': 'en-US: Stole', 'zh-CN': 'zh-CN: 长披肩' },
  }),
  searchWords: described(
    optionalWordsInEachLanguage(MAX_SEARCH_WORDS_LENGTH, { 'en-US': 'scarves, shawl, wrap', 'zh-CN': '围巾、丝巾、披巾' }),
    {
      label: { 'en-US': 'Search words', 'zh-CN': '搜索词' },
      hint: {
        'en-US':
          "Other words visitors search this type by (a plural, a common name), which the site's search finds its pieces by; not shown.",
        'zh-CN': '访客搜索这类作品时可能用的其他说法（俗称、近义词等），站内搜索会据此找到该类作品；页面上不显示。',
      },
      guide: {
        'en-US': `Optional. Words a visitor may search for this type's pieces by that their pages do not use: an irregular plural (\`scarves\`), a common name (\`shawl\`), another word (\`围巾\`). In either language or both, each on its own line below the field, separated by commas, at most ${MAX_SEARCH_WORDS_LENGTH} characters each. The search finds every piece of the type by them; no page shows them.`,
        'zh-CN': `选填。访客可能用来搜索这类作品、而作品页面上没有出现的说法：俗称（\`围巾\`）、近义词（\`披巾\`）、英文的不规则复数（\`scarves\`）。可以只写一种语言，也可以两种都写，分别写在字段下方的一行，词与词用逗号或顿号隔开，每种不超过 ${MAX_SEARCH_WORDS_LENGTH} 个字符。站内搜索会凭这些词找到该类的所有作品；页面上不显示。`,
      },
      example: { 'en-US': 'en-US: scarves, shawl, wrap', 'zh-CN': 'zh-CN: 围巾、丝巾、披巾' },
    },
  ),
});

/** content/product-types.yaml: the list the product filter offers, in display order. */
export const productTypesSchema = z
  .array(productTypeSchema)
  .min(1, 'list at least one product type, each starting with "- id:", e.g. "- id: stole"')
  .superRefine((types, ctx) =>
    reportRepeats(
      types.map((type) => type.id),
      ctx,
      'id',
    ),
  );

export type ProductType = z.infer<typeof productTypesSchema>[number];
