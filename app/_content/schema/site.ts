import { z } from 'zod';
import { MAX_SELECTED_PIECES, NEW_ARRIVALS_SHOWN, SELECTED_PIECES_SHOWN } from '@/app/_config/home';
import { described } from '../field-descriptions';
import {
  emptyAsNone,
  hostName,
  httpsUrl,
  inEachLanguage,
  isoDate,
  listOf,
  optionalLocalisedText,
  reportRepeats,
  slug,
  textUpTo,
} from '../schema-parts';

/** An ordering term stays a line or two on the line sheet's cover. */
const MAX_TERM_LENGTH = 160;

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

export type Site = z.infer<typeof siteSchema>;
