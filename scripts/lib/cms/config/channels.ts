import type { CollectionFile } from '@sveltia/cms';
import { CHANNEL_KINDS, channelSchema } from '@/app/_content/tools';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };
import { both, described, perLocale, rulesOf, textField } from './fields';

/** The places that carry the pieces, which the Contact page lists: content/channels.yaml. */
export const channelsFile = (): CollectionFile => ({
  name: 'channels',
  label: both('Distribution channels', '销售渠道'),
  file: 'content/channels.yaml',
  i18n: false,
  format: 'yaml',
  fields: [
    {
      name: 'channels',
      label: both('Places that carry the pieces', '销售渠道'),
      widget: 'list',
      // The file is the list itself, without a key; none, and the Contact page says they are coming.
      root: true,
      required: false,
      summary: '{{fields.name.en-US}} {{fields.name.zh-CN}} · {{fields.kind}}',
      fields: [
        perLocale(channelSchema, 'name'),
        {
          ...described(channelSchema, 'kind'),
          widget: 'select',
          ...rulesOf(channelSchema, 'kind'),
          // In the words the Contact page shows.
          options: CHANNEL_KINDS.map((kind) => ({ value: kind, label: both(enUS.Channels.kinds[kind], zhCN.Channels.kinds[kind]) })),
        },
        // Which of these a place needs depends on its kind, which the CMS cannot say: the check does.
        { ...perLocale(channelSchema, 'city'), required: false },
        { ...perLocale(channelSchema, 'address'), required: false },
        textField(channelSchema, 'tel', { zh: '请写电话号码，例如 "+86 28 8620 3366"。' }),
        { ...perLocale(channelSchema, 'hours'), required: false },
        textField(channelSchema, 'url', { type: 'url', zh: '请从浏览器地址栏重新复制网址（须以 https:// 开头）。' }),
      ],
    },
  ],
});
