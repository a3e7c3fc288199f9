import { z } from 'zod';
import { MAX_SELECTED_PIECES, NEW_ARRIVALS_SHOWN, SELECTED_PIECES_SHOWN } from '@/app/_config/home';
import { NEW_FOR_DAYS } from '@/app/_config/house-time';
import { described, fileRegistry } from './field-descriptions';
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
} from './references';
import {
  amount,
  centimetres,
  currencyCode,
  emptyAsNone,
  hostName,
  httpsUrl,
  inEachLanguage,
  listOf,
  isoDate,
  MAX_AMOUNT,
  MAX_CENTIMETRES,
  optionalLocalisedText,
  optionalWordsInEachLanguage,
  reportExtraDecimals,
  oneOf,
  reportRepeats,
  slug,
  slugOf,
  telephone,
  text,
  textUpTo,
  withLookalike,
} from './schema-parts';

/*
 * The shape of every file under content/, each field with what editors are told about it: its
 * label and hint on the CMS form, the comment `npm run new:product` writes above it, and its rules
 * and example in content/README.md (`npm run content-guide` writes the tables there).
 */

/** An ordering term stays a line or two on the line sheet's cover. */
const MAX_TERM_LENGTH = 160;

/** A type's search words are a handful, not a text: the index gives them to each of its pieces. */
const MAX_SEARCH_WORDS_LENGTH = 120;

/** content/site.yaml: facts shared by every page, and the ordering terms of the line sheet. */
export const siteSchema = z.strictObject({
  brandName: described(inEachLanguage("the brand's name", { 'en-US': 'Rongjin Silk', 'zh-CN': '蓉锦丝绸' }, 40), {
    label: { 'en-US': 'Brand name', 'zh-CN': '品牌名称' },
    hint: { 'en-US': "The house's name as shown in each locale.", 'zh-CN': '品牌在各语言中的名称。' },
    guide: {
      'en-US': 'The brand name in each language, shown in the header and the footer. Both required.',
      'zh-CN': '各语言的品牌名称，显示在页头和页脚，两种语言都必须填写。',
    },
  }),
  siteUrl: described(
    // Every page's address is made from the host alone (and BASE_PATH, for a site in a sub-folder).
    httpsUrl.refine((address) => /^https:\/\/[^/?#]+\/?$/.test(address), {
      error: "write the site's address alone, without a path, ? or #, e.g. https://www.rongjin-silk.com",
    }),
    {
      label: { 'en-US': 'Site address', 'zh-CN': '网站地址' },
      hint: { 'en-US': 'Public address of the site, used for absolute links.', 'zh-CN': '网站的公开地址，用于绝对链接。' },
      guide: {
        'en-US': 'The public address of the website, starting with `https://`, without a path: e.g. `https://www.rongjin-silk.com`.',
        'zh-CN': '网站的正式公网地址，必须以 `https://` 开头，后面不带路径，例如 `https://www.rongjin-silk.com`。',
      },
    },
  ),
  shopUrl: described(httpsUrl, {
    label: { 'en-US': 'Shop address', 'zh-CN': '网店地址' },
    hint: { 'en-US': 'The online shop the Shop link opens.', 'zh-CN': '“网店”链接打开的在线商店。' },
    guide: {
      'en-US': 'The online shop, opened by the "Shop" link of the menu; `https://`.',
      'zh-CN': '网店首页地址，菜单中的“商城”链接会打开它；必须以 `https://` 开头。',
    },
  }),
  shopHosts: described(listOf(hostName, 'shop.rongjin-silk.com').min(1, 'list at least one shop host, e.g. shop.rongjin-silk.com'), {
    label: { 'en-US': 'Shop hosts', 'zh-CN': '网店域名' },
    hint: { 'en-US': "Hosts a product's `shopUrl` may point to.", 'zh-CN': '产品 `shopUrl` 可以指向的域名。' },
    guide: {
      'en-US':
        "The hosts (domain names, without `https://` or `/`) that products' `shopUrl` may point to; at least one. The host must match exactly: `shop.rongjin-silk.com` and `www.rongjin-silk.com` are different hosts.",
      'zh-CN':
        '产品 `shopUrl` 允许使用的域名（不带 `https://` 和 `/`），至少一个。必须完全一致：`shop.rongjin-silk.com` 和 `www.rongjin-silk.com` 算作不同的域名。',
    },
  }),
  icp: described(textUpTo('the ICP number, e.g. 蜀ICP备2020012345号-1', 40), {
    label: { 'en-US': 'ICP number', 'zh-CN': 'ICP 备案号' },
    hint: {
      'en-US': 'The ICP registration number printed in the footer, e.g. 蜀ICP备2020012345号.',
      'zh-CN': '页脚显示的 ICP 备案号，例如 蜀ICP备2020012345号。',
    },
    guide: {
      'en-US': 'The ICP registration number printed in the footer (a link to the MIIT registration site). Required.',
      'zh-CN': '页脚显示的 ICP 备案号（点击可跳转工信部备案网站）。必填。',
    },
  }),
  copyrightYear: described(
    z.int({ error: 'write a year, e.g. 2020' }).min(1900, 'write a year, e.g. 2020').max(2100, 'write a year, e.g. 2020'),
    {
      label: { 'en-US': 'Copyright year', 'zh-CN': '版权年份' },
      hint: { 'en-US': 'The year the copyright line starts from.', 'zh-CN': '版权声明的起始年份。' },
      guide: {
        'en-US': 'A four-digit year, from 1900 to this year, without quotes. The footer reads "© 2020 Rongjin Silk. All rights reserved."',
        'zh-CN': '四位数年份（1900 年至今年），不加引号。页脚显示为“© 2020 蓉锦丝绸 版权所有”。',
      },
    },
  ),
  productsPerPage: described(
    z
      .int({ error: 'write a whole number of products, e.g. 48' })
      .min(1, 'write a number above zero, e.g. 48')
      .max(200, 'write at most 200, e.g. 48: longer pages get slow on phones')
      .default(48),
    {
      label: { 'en-US': 'Products per page', 'zh-CN': '每页产品数' },
      hint: {
        'en-US': 'How many products a page of the product list shows before the rest go to further pages.',
        'zh-CN': '产品列表每页显示的产品数，其余的放到后面的页面。',
      },
      guide: {
        'en-US':
          "Optional; 48 when left out. How many products a page of the product list shows (1 to 200); further products go to `/en-US/product/page/2/` and on, and each type's list too.",
        'zh-CN':
          '选填，不写则为 48。产品列表每页显示的产品数（1 至 200）；其余产品依次排到 `/zh-CN/product/page/2/` 等后续页面，各类别的列表也同样分页。',
      },
    },
  ),
  selectedPieces: described(
    emptyAsNone(
      listOf(slug, 'rj-hr-001').superRefine((skus, ctx) => {
        reportRepeats(skus, ctx);
        skus.slice(MAX_SELECTED_PIECES).forEach((sku, index) =>
          ctx.addIssue({
            code: 'custom',
            path: [MAX_SELECTED_PIECES + index],
            input: sku,
            message: `is one more than the ${MAX_SELECTED_PIECES} pieces the home page shows: remove it, or another above it`,
          }),
        );
      }),
    ).default([]),
    {
      label: { 'en-US': 'Selected pieces', 'zh-CN': '精选作品' },
      hint: {
        'en-US':
          'The products the home page puts forward under "Selected pieces", in this order; none, and it shows the newest after the new arrivals.',
        'zh-CN': '首页“精选作品”展示的产品，按此顺序排列；不选则展示“新品上市”之后最新的产品。',
      },
      guide: {
        'en-US': `Optional. The skus of the products the home page shows under "Selected pieces", one per line, in the order shown, at most ${MAX_SELECTED_PIECES}; each an existing product folder, listed once. A piece already among the ${NEW_ARRIVALS_SHOWN} "New arrivals" is shown there only. Left out or empty (\`selectedPieces: []\`), the section shows the ${SELECTED_PIECES_SHOWN} newest products after the new arrivals; with none left to show, the section is left out.`,
        'zh-CN': `选填。首页“精选作品”栏目展示的产品编号，每行一个，按填写顺序显示，最多 ${MAX_SELECTED_PIECES} 个；每个都必须是已存在的产品文件夹，且不能重复。已在“新品上市”的 ${NEW_ARRIVALS_SHOWN} 件中的产品只在那里显示。不写或留空（\`selectedPieces: []\`）时，该栏目展示“新品上市”之后最新的 ${SELECTED_PIECES_SHOWN} 件产品；若没有可展示的产品，则不显示该栏目。`,
      },
      example: '- rj-hr-001',
    },
  ),
  minimumOrder: described(optionalLocalisedText(MAX_TERM_LENGTH, '30 pieces an order, at least 6 of each design'), {
    label: { 'en-US': 'Minimum order', 'zh-CN': '起订量' },
    hint: {
      'en-US': "The least a buyer's order holds, on the line sheet's ordering terms; left out, the sheet says nothing of it.",
      'zh-CN': '买家每单的最低订购量，印在产品目录的订购条款中；不填则目录中不出现这一项。',
    },
    guide: {
      'en-US': `Optional. The least an order holds, in each language on its own line below the field (\`  en-US:\` and \`  zh-CN:\`), at most ${MAX_TERM_LENGTH} characters each; shown among the ordering terms on the cover of the line sheet (\`/en-US/line-sheet/\`). Both languages or neither: left out, the sheet leaves the line out.`,
      'zh-CN': `选填。每单的最低订购量，在字段下方分两行用两种语言填写（\`  en-US:\` 和 \`  zh-CN:\`），每种不超过 ${MAX_TERM_LENGTH} 个字符；显示在产品目录（\`/zh-CN/line-sheet/\`）封面的订购条款中。两种语言要么都写，要么都不写：不写时目录中不显示这一项。`,
    },
    example: { 'en-US': 'en-US: 30 pieces an order, at least 6 of each design', 'zh-CN': 'zh-CN: 每单起订 30 件，每款不少于 6 件' },
  }),
  leadTime: described(optionalLocalisedText(MAX_TERM_LENGTH, 'In stock: shipped within 7 days'), {
    label: { 'en-US': 'Lead time', 'zh-CN': '交货周期' },
    hint: {
      'en-US': "How long from order to shipping, on the line sheet's ordering terms; left out, the sheet says nothing of it.",
      'zh-CN': '从下单到发货所需的时间，印在产品目录的订购条款中；不填则目录中不出现这一项。',
    },
    guide: {
      'en-US': `Optional. How long an order takes to ship, in each language on its own line below the field, at most ${MAX_TERM_LENGTH} characters each; shown among the ordering terms of the line sheet. Both languages or neither.`,
      'zh-CN': `选填。订单多久可以发货，在字段下方分两行用两种语言填写，每种不超过 ${MAX_TERM_LENGTH} 个字符；显示在产品目录的订购条款中。两种语言要么都写，要么都不写。`,
    },
    example: { 'en-US': 'en-US: In stock: shipped within 7 days', 'zh-CN': 'zh-CN: 现货 7 天内发货' },
  }),
  paymentTerms: described(optionalLocalisedText(MAX_TERM_LENGTH, '50% deposit with the order, the balance before shipping'), {
    label: { 'en-US': 'Payment terms', 'zh-CN': '付款方式' },
    hint: {
      'en-US': "When and how buyers pay, on the line sheet's ordering terms; left out, the sheet says nothing of it.",
      'zh-CN': '买家何时、以何种方式付款，印在产品目录的订购条款中；不填则目录中不出现这一项。',
    },
    guide: {
      'en-US': `Optional. When and how an order is paid, in each language on its own line below the field, at most ${MAX_TERM_LENGTH} characters each; shown among the ordering terms of the line sheet. Both languages or neither.`,
      'zh-CN': `选填。订单的付款时间和方式，在字段下方分两行用两种语言填写，每种不超过 ${MAX_TERM_LENGTH} 个字符；显示在产品目录的订购条款中。两种语言要么都写，要么都不写。`,
    },
    example: { 'en-US': 'en-US: 50% deposit with the order', 'zh-CN': 'zh-CN: 下单时预付 50% 定金' },
  }),
  pricesValidUntil: described(isoDate('the last day the prices hold', '2027-06-30').optional(), {
    label: { 'en-US': 'Prices valid until', 'zh-CN': '价格有效期至' },
    hint: {
      'en-US': "The last day the line sheet's prices hold (China time); left out, the sheet names no day.",
      'zh-CN': '产品目录所列价格的最后有效日期（北京时间）；不填则目录中不写有效期。',
    },
    guide: {
      'en-US':
        'Optional. The last day the prices of the line sheet hold, as year-month-day (`2027-06-30`), without quotes; the sheet writes it in each language ("June 30, 2027", "2027年6月30日"). Left out, the sheet names no day.',
      'zh-CN':
        '选填。产品目录中价格的最后有效日期，按“年-月-日”书写（如 `2027-06-30`），不加引号；目录会按各语言的习惯显示（“June 30, 2027”“2027年6月30日”）。不填则目录中不写有效期。',
    },
    example: '2027-06-30',
  }),
});

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

/**
 * The kinds of place that carry the pieces, in the order the CMS offers them; each has its label in
 * both languages in the messages (Channels.kinds). An online store is the one kind without a door.
 */
export const CHANNEL_KINDS = ['house', 'boutique', 'department-store', 'museum-shop', 'hotel', 'online'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
const ONLINE: ChannelKind = 'online';

/**
 * What a place's kind asks of the rest of its entry: a place to visit has its city and address, an
 * online store has its web address and neither of the others (it is listed under Online). Run on
 * whatever the entry holds, so that a slip in another field does not hide these.
 */
function reportWhatTheKindNeeds(entry: unknown, ctx: z.RefinementCtx) {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return;
  const fields = entry as Record<string, unknown>;
  // Whatever the entry holds, the check takes as the value of a rule it adds: each message is whole.
  const missing = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message: `is missing: ${message}` });
  if (fields.kind === ONLINE) {
    if (fields.url === undefined)
      missing('url', 'an online store needs its web address, where visitors buy, e.g. url: https://shop.rongjin-silk.com');
    for (const field of ['city', 'address'] as const) {
      if (fields[field] === undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        input: fields[field],
        message: `is not needed for an online store, which is listed under Online: remove ${field}: and the lines below it, or choose the kind of place it is`,
      });
    }
  } else if (typeof fields.kind === 'string' && (CHANNEL_KINDS as readonly string[]).includes(fields.kind)) {
    if (fields.city === undefined) {
      missing(
        'city',
        'write the city in each language, on the lines below city:, e.g. en-US: Chengdu and zh-CN: 成都 (the page lists the places by city)',
      );
    }
    if (fields.address === undefined) {
      missing('address', 'write the street address in each language, on the lines below address: (only an online store has none)');
    }
  }
}

/** An entry of content/channels.yaml: a place that carries the pieces. */
export const channelSchema = z
  .strictObject(
    {
      name: described(inEachLanguage('the name of the place', { 'en-US': 'Chengdu Museum Shop', 'zh-CN': '成都博物馆文创商店' }, 80), {
        label: { 'en-US': 'Name', 'zh-CN': '名称' },
        hint: { 'en-US': 'The name of the place, as its sign or page shows it.', 'zh-CN': '门店或网店的名称，与招牌或网页上的一致。' },
        guide: {
          'en-US':
            'The name of the shop, museum shop, hotel boutique or online store, in each language, as its sign or its page shows it. Both required.',
          'zh-CN': '门店、博物馆文创店、酒店精品廊或网店的名称，与招牌或网页上的写法一致；中英文都必须填写。',
        },
        example: { 'en-US': 'en-US: Chengdu Museum Shop', 'zh-CN': 'zh-CN: 成都博物馆文创商店' },
      }),
      kind: described(oneOf(new Set(CHANNEL_KINDS), 'a kind of place').pipe(z.enum(CHANNEL_KINDS)), {
        label: { 'en-US': 'Kind of place', 'zh-CN': '渠道类型' },
        hint: {
          'en-US': 'What kind of place it is; an online store is listed apart, under Online.',
          'zh-CN': '渠道的类型；网店单独列在“网上商店”之下。',
        },
        guide: {
          'en-US':
            'One of `house` (the house\'s own studio or shop), `boutique`, `department-store`, `museum-shop` (a museum or gallery shop), `hotel` (a hotel boutique) or `online` (an online store). The page shows it in words, e.g. "Museum or gallery shop".',
          'zh-CN':
            '从以下类型中选一个：`house`（品牌自营工作室或门店）、`boutique`（精品买手店）、`department-store`（百货商店）、`museum-shop`（博物馆或美术馆文创店）、`hotel`（酒店精品廊）、`online`（网上商店）。页面上会显示对应的中文名称，例如“博物馆·美术馆文创店”。',
        },
        example: 'museum-shop',
      }),
      city: described(inEachLanguage('the city', { 'en-US': 'Chengdu', 'zh-CN': '成都' }, 40).optional(), {
        label: { 'en-US': 'City', 'zh-CN': '城市' },
        hint: { 'en-US': 'The city the place is in: the page lists the places by city.', 'zh-CN': '所在城市：页面按城市分组列出各渠道。' },
        guide: {
          'en-US':
            'The city, in each language; required for a place to visit, left out for an online store. The page lists the places by city, the cities in the order they first appear in the file, the online stores last.',
          'zh-CN': '所在城市，中英文各一；实体门店必填，网店不写。页面按城市分组，城市按其在文件中首次出现的先后排列，网店排在最后。',
        },
        example: { 'en-US': 'en-US: Chengdu', 'zh-CN': 'zh-CN: 成都' },
      }),
      address: described(
        inEachLanguage('the street address', { 'en-US': '1 Xiaohe Street, Qingyang District', 'zh-CN': '青羊区小河街1号' }, 200).optional(),
        {
          label: { 'en-US': 'Address', 'zh-CN': '地址' },
          hint: {
            'en-US': 'Street address without the city, in the order usual for each language.',
            'zh-CN': '街道地址（不含城市），按各语言的习惯顺序书写。',
          },
          guide: {
            'en-US':
              'The street address, in each language, in its usual order and without the city (the heading above it names the city); floor or shop number included. Required for a place to visit, left out for an online store.',
            'zh-CN':
              '街道地址，中英文各一，按各自习惯的顺序书写，不写城市（上方的标题已写明），可写明楼层或铺位号。实体门店必填，网店不写。',
          },
          example: { 'en-US': 'en-US: 1F, 1 Xiaohe Street, Qingyang District', 'zh-CN': 'zh-CN: 青羊区小河街1号 一楼' },
        },
      ),
      tel: described(telephone.optional(), {
        label: { 'en-US': 'Telephone', 'zh-CN': '电话' },
        hint: {
          'en-US': 'Optional. The place\'s telephone number, international form, e.g. "+86 28 6291 5593".',
          'zh-CN': '选填。该渠道的电话号码，国际格式，例如 "+86 28 6291 5593"。',
        },
        guide: {
          'en-US':
            'Optional. The telephone number in international form, **in double quotes**, as for `contact.yaml`: digits, spaces, `+`, `(`, `)` and `-` only. Visitors can tap it to call.',
          'zh-CN':
            '选填。国际格式的电话号码，与 `contact.yaml` 相同，**务必加英文双引号**；只能包含数字、空格以及 `+`、`(`、`)`、`-`。访客在手机上点击即可拨打。',
        },
        example: '"+86 28 6291 5593"',
      }),
      hours: described(
        inEachLanguage('the opening hours', { 'en-US': 'Tuesday to Sunday, 9:00–17:00', 'zh-CN': '周二至周日 9:00–17:00' }, 120).optional(),
        {
          label: { 'en-US': 'Opening hours', 'zh-CN': '营业时间' },
          hint: { 'en-US': 'Optional. When the place is open, in words, in each language.', 'zh-CN': '选填。营业时间，中英文各写一句。' },
          guide: {
            'en-US': 'Optional. When the place is open, as a short text in each language; say so when visits are by appointment.',
            'zh-CN': '选填。营业时间，中英文各写一句简短说明；需要预约的，请一并注明。',
          },
          example: { 'en-US': 'en-US: Tuesday to Sunday, 9:00–17:00', 'zh-CN': 'zh-CN: 周二至周日 9:00–17:00' },
        },
      ),
      url: described(httpsUrl.optional(), {
        label: { 'en-US': 'Web address', 'zh-CN': '网址' },
        hint: {
          'en-US': "The place's page on the web, https://; required for an online store.",
          'zh-CN': '该渠道的网页地址，须以 https:// 开头；网店必填。',
        },
        guide: {
          'en-US':
            "The place's own page, or the online store, starting with `https://`. Optional for a place to visit; required for an online store, where visitors buy.",
          'zh-CN': '该渠道自己的网页或网店地址，必须以 `https://` 开头。实体门店选填；网店必填，访客要在那里购买。',
        },
        example: 'https://shop.rongjin-silk.com',
      }),
    },
    { error: 'write each place as fields on the lines below its "- ", starting "- name:"' },
  )
  .superRefine(reportWhatTheKindNeeds, { when: () => true });

/** content/channels.yaml: the places that carry the pieces, in the order the cities are listed. The file may be left out, or hold `[]`. */
export const channelsSchema = z.preprocess(
  // A file of comments only (`# none yet`) reads as {}: no places, as `[]` is. An emptied one is refused as it is read.
  (value) => (value === null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) ? [] : value),
  z
    .array(channelSchema, { error: 'write the places as a list, each starting with "- name:" at the start of its line' })
    // A place pasted twice would be listed twice; a chain's shops in two cities are two places.
    .superRefine((places, ctx) =>
      reportRepeats(
        places.map((place) => `${place.name['en-US']} (${place.city?.['en-US'] ?? place.kind})`),
        ctx,
        'name',
      ),
    ),
);

export type Site = z.infer<typeof siteSchema>;
export type ProductType = z.infer<typeof productTypesSchema>[number];
export type ProductFacts = z.infer<ReturnType<typeof productFactsSchema>>;
export type ContactFacts = z.infer<typeof contactFactsSchema>;
export type ContactText = z.infer<typeof contactTextSchema>;
export type Channel = z.infer<typeof channelSchema>;
