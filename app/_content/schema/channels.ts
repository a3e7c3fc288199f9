import { z } from 'zod';
import { described } from '../field-descriptions';
import { httpsUrl, inEachLanguage, oneOf, reportRepeats, telephone } from '../schema-parts';

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

export type Channel = z.infer<typeof channelSchema>;
