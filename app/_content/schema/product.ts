import { z } from 'zod';
import { NEW_FOR_DAYS } from '@/app/_config/house-time';
import { described, fileRegistry } from '../field-descriptions';
import {
  addedField,
  careField,
  imageNamesField,
  imagesField,
  productTypeField,
  shopUrlField,
  skuField,
  variantsField,
  type ProductReferences,
} from '../references';
import {
  amount,
  centimetres,
  currencyCode,
  listOf,
  MAX_AMOUNT,
  MAX_CENTIMETRES,
  reportExtraDecimals,
  reportRepeats,
  text,
} from '../schema-parts';

/**
 * The facts of a product, at the top of its index.en-US.md, written once for both locales, as a
 * file may hold them; productFactsSchema checks them against the rest of the content too.
 */
export const productFactsBaseSchema = z.strictObject({
  sku: described(skuField(), {
    label: { 'en-US': 'Sku', 'zh-CN': '产品编号' },
    hint: {
      'en-US': "The product's code; the same as its folder name and part of its address: /product/<sku>/.",
      'zh-CN': '产品编号：与文件夹同名，也是网址的一部分：/product/<sku>/。',
    },
    guide: {
      'en-US': "The product's code. Exactly the folder's name; lowercase letters, digits and single hyphens; no two products share one.",
      'zh-CN': '产品编号。必须与文件夹名完全相同；只能用小写字母、数字和单个连字符；不能与其他产品重复。',
    },
    example: 'rj-st-003',
  }),
  type: described(productTypeField(), {
    label: { 'en-US': 'Type', 'zh-CN': '类型' },
    hint: { 'en-US': 'One of the ids in content/product-types.yaml.', 'zh-CN': 'content/product-types.yaml 中的一个类型。' },
    guide: {
      'en-US': 'One id from `product-types.yaml`.',
      'zh-CN': '产品类型，必须是 `product-types.yaml` 中的某个 id。',
    },
    example: 'stole',
  }),
  material: described(z.enum(['silk'], { error: 'write silk: the house works in silk only' }), {
    label: { 'en-US': 'Material', 'zh-CN': '材质' },
    hint: { 'en-US': 'What it is made of; the house works in silk only.', 'zh-CN': '材质：本品牌只做真丝。' },
    guide: {
      'en-US': 'Always `silk`, in lowercase: the house works in silk only. Shown as "100% silk".',
      'zh-CN': '固定写小写的 `silk`（本品牌只做真丝），页面显示为“100% 真丝”。',
    },
    example: 'silk',
    starter: 'silk',
  }),
  size: described(
    z.strictObject(
      {
        width: described(centimetres('90'), {
          label: { 'en-US': 'Width (cm)', 'zh-CN': '宽（厘米）' },
          guide: {
            'en-US': `Finished width in centimetres: a plain number above zero and at most ${MAX_CENTIMETRES.toLocaleString('en-US')}, no "cm"; decimals allowed (\`42.5\`).`,
            'zh-CN': `成品宽度，单位厘米：只写大于零、不超过 ${MAX_CENTIMETRES} 的数字，不要加“cm”或“厘米”，可以带小数（如 \`42.5\`）。`,
          },
          example: '65',
        }),
        height: described(centimetres('180'), {
          label: { 'en-US': 'Height (cm)', 'zh-CN': '高（厘米）' },
          guide: {
            'en-US': 'Finished length in centimetres, same rules. The page shows "65 × 180 cm".',
            'zh-CN': '成品长度，单位厘米，规则同上。页面显示为“65 × 180 厘米”。',
          },
          example: '180',
        }),
      },
      { error: 'write width and height on the lines below it, e.g. width: 90 and height: 180' },
    ),
    {
      label: { 'en-US': 'Size', 'zh-CN': '尺寸' },
      hint: { 'en-US': 'Finished size in centimetres.', 'zh-CN': '成品尺寸，单位厘米。' },
    },
  ),
  price: described(
    z
      .strictObject(
        {
          amount: described(amount, {
            label: { 'en-US': 'Amount', 'zh-CN': '金额' },
            guide: {
              'en-US': `Retail price: a plain number above zero and at most ${MAX_AMOUNT.toLocaleString('en-US')}, without currency sign, thousands comma or quotes, and with no more decimals than the currency allows (table below).`,
              'zh-CN': `零售价：只写大于零、不超过 ${MAX_AMOUNT.toLocaleString('en-US')} 的数字，不要加货币符号、千位逗号或引号；小数位数不能超过该货币的规定（见下表）。`,
            },
            example: '1380',
          }),
          currency: described(currencyCode, {
            label: { 'en-US': 'Currency', 'zh-CN': '币种' },
            guide: {
              'en-US': 'ISO 4217 currency code in capitals: `CNY` (renminbi), `USD`, `EUR`, `HKD`, `JPY`… Not `RMB`, not `¥`.',
              'zh-CN': 'ISO 4217 货币代码，须大写：人民币写 `CNY`，另有 `USD`、`EUR`、`HKD`、`JPY` 等。不要写 `RMB` 或 `¥`。',
            },
            example: 'CNY',
            starter: 'CNY',
          }),
        },
        { error: 'write amount and currency on the lines below it, e.g. amount: 1680 and currency: CNY' },
      )
      .superRefine(reportExtraDecimals),
    {
      label: { 'en-US': 'Price', 'zh-CN': '价格' },
      hint: {
        'en-US': "Retail price: an amount in the currency's usual decimals, and its ISO 4217 code.",
        'zh-CN': '零售价：金额（按该币种通常的小数位）和 ISO 4217 币种代码。',
      },
    },
  ),
  shopUrl: described(shopUrlField(), {
    label: { 'en-US': 'Shop page', 'zh-CN': '网店页面' },
    hint: {
      'en-US': "The product's own page in the online shop ('Buy online'); its host must be in site.yaml's shopHosts.",
      'zh-CN': '产品在网店的页面（“在线购买”）；其域名须列在 site.yaml 的 shopHosts 中。',
    },
    guide: {
      'en-US':
        'The product\'s own page in the online shop, opened by "Buy online". Starts with `https://`; its host (here `shop.rongjin-silk.com`) must be listed under `shopHosts` in `site.yaml`.',
      'zh-CN':
        '该产品在网店中的页面，点击“在线购买”时打开。必须以 `https://` 开头，域名（此例为 `shop.rongjin-silk.com`）必须列在 `site.yaml` 的 `shopHosts` 中。',
    },
    example: 'https://shop.rongjin-silk.com/products/rj-st-003',
  }),
  variants: described(variantsField(), {
    label: { 'en-US': 'Other colours', 'zh-CN': '其他配色' },
    hint: { 'en-US': 'Skus of the same design in other colours or styles.', 'zh-CN': '同一设计其他颜色或款式的产品编号。' },
    guide: {
      'en-US':
        'Optional. SKUs of the same design in other colours or styles, one per line; each must be an existing product folder, not this product itself, and listed once. When there is none, leave it empty (`variants:`) or leave the line out; `variants: []` says none too, and its `[]` must go before lines are added under it.',
      'zh-CN':
        '可选。同一设计的其他颜色或款式的产品编号，每行一个；必须是已存在的产品文件夹，不能写本产品自己，也不能重复。没有时只写 `variants:` 后面留空，或整行删掉；写成 `variants: []` 也表示没有，但要在下方添加条目前先删掉 `[]`。',
    },
    example: '- rj-st-001',
    starter: [],
  }),
  care: described(careField(), {
    label: { 'en-US': 'Care', 'zh-CN': '护理说明' },
    hint: { 'en-US': 'Id of a care text: a folder in content/care/.', 'zh-CN': '护理说明：content/care/ 中的一个文件夹。' },
    guide: {
      'en-US': 'The care text shown on the page: the name of a folder in `content/care/`.',
      'zh-CN': '产品页上显示的洗护说明：填写 `content/care/` 下某个文件夹的名称。',
    },
    example: 'silk-chiffon',
  }),
  images: described(imageNamesField(), {
    label: { 'en-US': 'Pictures', 'zh-CN': '图片' },
    hint: { 'en-US': "Image files in the product's folder, the first one leading.", 'zh-CN': '产品文件夹中的图片，第一张为主图。' },
    guide: {
      'en-US':
        'At least one picture file of this folder, one per line, each listed once. The first one leads. See [section 6](#6-images--图片).',
      'zh-CN': '至少一张本文件夹中的图片，每行一个，不能重复；第一张为主图。详见[第 6 节](#6-images--图片)。',
    },
    example: '- front.jpg',
    starter: ['front.jpg'],
  }),
  added: described(addedField(), {
    label: { 'en-US': 'Added on', 'zh-CN': '上新日期' },
    hint: {
      'en-US': `The day the product joined the collection (China time): the newest come first, and for ${NEW_FOR_DAYS} days it is marked New.`,
      'zh-CN': `产品加入系列的日期（北京时间）：最新的排在最前，${NEW_FOR_DAYS} 天内标为“新品”。`,
    },
    guide: {
      'en-US': `The day the product was added to the collection, as year-month-day (\`2026-03-18\`), without quotes; not after today, nor before the copyright year of \`site.yaml\`. The newest products come first on the home page and in the lists, and for ${NEW_FOR_DAYS} days a product is marked "New". \`npm run new:product\` writes today's date.`,
      'zh-CN': `产品加入系列的日期，按“年-月-日”书写（如 \`2026-03-18\`），不加引号；不能晚于今天，也不能早于 \`site.yaml\` 中的版权年份。首页和产品列表按日期从新到旧排列，${NEW_FOR_DAYS} 天内的产品标为“新品”。\`npm run new:product\` 会自动填入当天日期。`,
    },
    example: '2026-03-18',
  }),
});

/** The facts of a product checked against the rest of the content, so that one run reports every problem. */
export function productFactsSchema(refs: ProductReferences) {
  return productFactsBaseSchema.extend({
    sku: skuField(refs),
    type: productTypeField(refs),
    shopUrl: shopUrlField(refs),
    variants: variantsField(refs),
    care: careField(refs),
    images: imagesField(refs),
    added: addedField(refs),
  });
}

/** A name that a product card's heading shows in a few lines, on a phone too. */
const MAX_NAME_LENGTH = 60;
/** A description a screen reader reads in one breath; the page's text says the rest. */
const MAX_PICTURE_DESCRIPTION_LENGTH = 150;

/** content/products/<sku>/<locale>.md frontmatter; the Markdown body is the description. */
export const productTextSchema = z
  .strictObject({
    name: described(
      text("the product's name in this language").max(MAX_NAME_LENGTH, {
        error: (issue) =>
          `is ${String(issue.input).length} characters long: keep the name to ${MAX_NAME_LENGTH} at most, and say the rest in the description`,
      }),
      {
        label: { 'en-US': 'Name', 'zh-CN': '名称' },
        hint: {
          'en-US': "The product's name in this locale; what more there is to say belongs in the description.",
          'zh-CN': '该语言的产品名称；其余内容写在描述里。',
        },
        guide: {
          'en-US': "The product's name in this language; must not be empty. It is the page heading and the name on product cards.",
          'zh-CN': '该语言下的产品名称，不能为空；用作产品页标题，也显示在产品卡片上。',
        },
        example: { 'en-US': 'Hibiscus Dawn', 'zh-CN': '芙蓉晨曦' },
      },
    ),
    pictures: described(
      listOf(
        z.strictObject(
          {
            file: described(z.string({ error: 'write the file name of one of the pictures listed under images, e.g. edge.jpg' }), {
              label: { 'en-US': 'Picture file', 'zh-CN': '图片文件' },
              hint: { 'en-US': 'One of the pictures above, e.g. edge.webp.', 'zh-CN': '上面图片中的一张，例如 edge.webp。' },
            }),
            description: described(
              text('what the picture shows, e.g. The hand-rolled edge, close up').max(MAX_PICTURE_DESCRIPTION_LENGTH, {
                error: (issue) =>
                  `is ${String(issue.input).length} characters long: describe the picture in ${MAX_PICTURE_DESCRIPTION_LENGTH} at most`,
              }),
              { label: { 'en-US': 'What it shows', 'zh-CN': '画面内容' } },
            ),
          },
          { error: 'write file: and description: on the lines below "  - ", e.g. "  - file: edge.jpg" and "    description: …"' },
        ),
        'file: edge.jpg',
      )
        .superRefine((pictures, ctx) =>
          reportRepeats(
            pictures.map(({ file }) => file),
            ctx,
            'file',
          ),
        )
        // By file, as the pages look them up.
        .transform((pictures) => Object.fromEntries(pictures.map(({ file, description }) => [file, description])))
        .optional(),
      {
        label: { 'en-US': 'Picture descriptions', 'zh-CN': '图片说明' },
        hint: {
          'en-US':
            'What some of the product\'s pictures show, in this language: for each, its file and a description, read by screen readers and shown in the zoom. A picture without one is called "<name>, view 2 of 4".',
          'zh-CN':
            '用该语言说明部分图片的内容：每张写上文件名和说明，供读屏软件朗读，并在放大图中显示。没有说明的图片称为“<名称>，第 2 张，共 4 张”。',
        },
        guide: {
          'en-US': `Optional. What some pictures show, in this language, two lines per picture under \`pictures:\`: \`  - file:\` and the file name as listed under \`images\` in \`index.en-US.md\`, then \`    description:\` and at most ${MAX_PICTURE_DESCRIPTION_LENGTH} characters. Screen readers read it, and the zoom shows it. A picture without one is called "Hibiscus Dawn, view 2 of 3". Each language is written on its own; a name that is not under \`images\` is reported.`,
          'zh-CN': `可选。用该语言说明某些图片的内容，每张图片两行，写在 \`pictures:\` 下：\`  - file:\` 后写 \`index.en-US.md\` 中 \`images\` 下列出的文件名，下一行 \`    description:\` 后写说明（不超过 ${MAX_PICTURE_DESCRIPTION_LENGTH} 个字符）。读屏软件会朗读它，放大查看时也会显示。没有说明的图片称为“芙蓉晨曦，第 2 张，共 3 张”。中英文分别填写；文件名不在 \`images\` 中会报错。`,
        },
        example: '- file: edge.jpg',
      },
    ),
  })
  .register(fileRegistry, {
    guideLast: [
      {
        part: 'description (below the second `---`)',
        example: 'paragraphs of text · 若干段文字',
        guide: {
          'en-US': 'Required. Markdown, see [section 7](#7-writing-in-markdown--用-markdown-撰写正文). Shown under "Description".',
          'zh-CN': '必填。使用 Markdown 书写（见[第 7 节](#7-writing-in-markdown--用-markdown-撰写正文)），显示在“产品描述”标题下。',
        },
      },
    ],
  });

export type ProductFacts = z.infer<ReturnType<typeof productFactsSchema>>;
