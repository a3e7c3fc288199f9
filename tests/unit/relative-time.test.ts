import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { entryAt, formatRelativeTime, relativeTimeline } from '@/app/_components/product/relative-time';
import { HOUSE_TIME_ZONE } from '@/app/_config/house-time';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

/*
 * The spec's thresholds (seconds up to 45, minutes up to 45, hours up to 22, days up to 26, months
 * up to 11), walked on each side of each one, in both languages: the unit changes where the rounded
 * count of the smaller one reaches its threshold, as the classic formatters round.
 */
const TABLE: [elapsed: number, enUS: string, zhCN: string][] = [
  [0, 'a few seconds ago', '几秒前'],
  [44 * s, 'a few seconds ago', '几秒前'],
  [44.4 * s, 'a few seconds ago', '几秒前'],
  [44.5 * s, '1 minute ago', '1分钟前'],
  [45 * s, '1 minute ago', '1分钟前'],
  [89 * s, '1 minute ago', '1分钟前'],
  [90 * s, '2 minutes ago', '2分钟前'],
  [44 * min, '44 minutes ago', '44分钟前'],
  [44 * min + 29 * s, '44 minutes ago', '44分钟前'],
  [44 * min + 30 * s, '1 hour ago', '1小时前'],
  [45 * min, '1 hour ago', '1小时前'],
  [21 * h, '21 hours ago', '21小时前'],
  [21 * h + 29 * min, '21 hours ago', '21小时前'],
  [21 * h + 30 * min, '1 day ago', '1天前'],
  [22 * h, '1 day ago', '1天前'],
  [35 * h, '1 day ago', '1天前'],
  [36 * h, '2 days ago', '2天前'],
  [3 * d, '3 days ago', '3天前'],
  [20 * d, '20 days ago', '20天前'],
  [25 * d, '25 days ago', '25天前'],
  [25 * d + 11 * h, '25 days ago', '25天前'],
  [25 * d + 12 * h, '1 month ago', '1个月前'],
  [26 * d, '1 month ago', '1个月前'],
  [40 * d, '1 month ago', '1个月前'],
  [45 * d, '1 month ago', '1个月前'],
  [46 * d, '2 months ago', '2个月前'],
  [300 * d, '10 months ago', '10个月前'],
  [319 * d, '10 months ago', '10个月前'],
  [320 * d, '1 year ago', '1年前'],
  [340 * d, '1 year ago', '1年前'],
  [547 * d, '1 year ago', '1年前'],
  [548 * d, '2 years ago', '2年前'],
  [730 * d, '2 years ago', '2年前'],
];

const formatters = {
  'en-US': { format: createFormatter({ locale: 'en-US', timeZone: HOUSE_TIME_ZONE }), fewSeconds: enUS.Arrivals.fewSeconds },
  'zh-CN': { format: createFormatter({ locale: 'zh-CN', timeZone: HOUSE_TIME_ZONE }), fewSeconds: zhCN.Arrivals.fewSeconds },
};

describe("the spec's relative time", () => {
  const now = new Date('2026-03-18T09:00:00+08:00');
  const ago = (elapsed: number, locale: keyof typeof formatters) =>
    formatRelativeTime(formatters[locale].format, new Date(now.getTime() - elapsed), now, formatters[locale].fewSeconds);

  it.each(TABLE)('%d ms ago reads "%s" and "%s"', (elapsed, english, chinese) => {
    expect(ago(elapsed, 'en-US')).toBe(english);
    expect(ago(elapsed, 'zh-CN')).toBe(chinese);
  });

  it('says a moment ahead of the clock (a visitor whose clock is slow) in the future tense', () => {
    expect(ago(-3 * d, 'en-US')).toBe('in 3 days');
    expect(ago(-3 * d, 'zh-CN')).toBe('3天后');
  });
});

describe('the words the server prepares for the island, from the build on', () => {
  const added = new Date('2026-03-18T00:00:00+08:00');
  const { format, fewSeconds } = formatters['en-US'];

  it.each([
    ['built on the day it was added', 20 * min],
    ['built 3 days after', 3 * d + 5 * h],
    ['built 300 days after', 300 * d],
  ])('say at every moment what the formatter says then (%s)', (_, sinceAdded) => {
    const built = new Date(added.getTime() + sinceAdded);
    const end = new Date(built.getTime() + 400 * d);
    const timeline = relativeTimeline(format, added, built, end, fewSeconds);
    // Few enough to send with the page: each change of words once.
    expect(timeline.length).toBeLessThan(100);
    expect(new Set(timeline.map(([, words]) => words)).size).toBe(timeline.length);
    for (let moment = built.getTime(); moment <= end.getTime(); moment += 7 * min + 13 * s) {
      expect(timeline[entryAt(timeline, moment)]![1]).toBe(formatRelativeTime(format, added, new Date(moment), fewSeconds));
    }
  });

  it('changes the words exactly at a threshold, and keeps the first words for a clock behind the build', () => {
    const built = new Date(added.getTime() + 20 * d);
    const timeline = relativeTimeline(format, added, built, new Date(built.getTime() + 40 * d), fewSeconds);
    expect(timeline.slice(0, 7).map(([from, words]) => [(from - added.getTime()) / h, words])).toEqual([
      [20 * 24, '20 days ago'],
      [20.5 * 24, '21 days ago'],
      [21.5 * 24, '22 days ago'],
      [22.5 * 24, '23 days ago'],
      [23.5 * 24, '24 days ago'],
      [24.5 * 24, '25 days ago'],
      [25.5 * 24, '1 month ago'],
    ]);
    expect(timeline[entryAt(timeline, built.getTime() - d)]![1]).toBe('20 days ago');
  });
});
