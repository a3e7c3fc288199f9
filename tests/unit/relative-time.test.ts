import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { entryAt, formatRelativeDays, relativeTimeline } from '@/app/_lib/product/relative-time';
import { daysSince, HOUSE_TIME_ZONE, isNewArrival, NEW_FOR_DAYS } from '@/app/_config/house-time';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };

/*
 * When a piece was added, in words counted in whole days of China's calendar: the spec's
 * thresholds of days (up to 26) and months (up to 11) walked on each side, in both languages,
 * with the "New" mark, which lasts exactly while the words count days.
 */
const TABLE: [days: number, enUS: string, zhCN: string, isNew: boolean][] = [
  [0, 'today', '今天', true],
  [1, '1 day ago', '1天前', true],
  [2, '2 days ago', '2天前', true],
  [25, '25 days ago', '25天前', true],
  [26, '1 month ago', '1个月前', false],
  [45, '1 month ago', '1个月前', false],
  [46, '2 months ago', '2个月前', false],
  [319, '10 months ago', '10个月前', false],
  [320, '1 year ago', '1年前', false],
  [547, '1 year ago', '1年前', false],
  [548, '2 years ago', '2年前', false],
  [730, '2 years ago', '2年前', false],
];

const formatters = {
  'en-US': { format: createFormatter({ locale: 'en-US', timeZone: HOUSE_TIME_ZONE }), today: enUS.Arrivals.today },
  'zh-CN': { format: createFormatter({ locale: 'zh-CN', timeZone: HOUSE_TIME_ZONE }), today: zhCN.Arrivals.today },
};
const ADDED = '2026-03-18';
/** The moment `days` days and `time` after the start of ADDED, in China. */
const at = (days: number, time = '09:00:00') => new Date(`2026-03-${String(18 + days).padStart(2, '0')}T${time}+08:00`);

describe('the day a piece was added, in words', () => {
  it.each(TABLE)('%d days after: "%s", "%s", new: %s', (days, english, chinese, isNew) => {
    expect(formatRelativeDays(formatters['en-US'].format, days, formatters['en-US'].today)).toBe(english);
    expect(formatRelativeDays(formatters['zh-CN'].format, days, formatters['zh-CN'].today)).toBe(chinese);
    const moment = new Date(new Date(`${ADDED}T09:00:00+08:00`).getTime() + days * 86_400_000);
    expect(isNewArrival(ADDED, moment)).toBe(isNew);
  });

  it(`marks a piece new for its ${NEW_FOR_DAYS} days of words in days, and never beside a month`, () => {
    for (let days = 0; days < 400; days++) {
      const words = formatRelativeDays(formatters['en-US'].format, days, formatters['en-US'].today);
      const moment = new Date(new Date(`${ADDED}T12:00:00+08:00`).getTime() + days * 86_400_000);
      expect(isNewArrival(ADDED, moment), words).toBe(/^(today|\d+ days? ago)$/.test(words));
    }
  });

  it('counts whole days in China: the first day is today until midnight there, whatever the hour', () => {
    expect(daysSince(ADDED, at(0, '00:00:00'))).toBe(0);
    expect(daysSince(ADDED, at(0, '23:59:59'))).toBe(0);
    expect(daysSince(ADDED, at(1, '00:00:00'))).toBe(1);
    // 23:30 in London on 18 March is 07:30 on 19 March in Chengdu.
    expect(daysSince(ADDED, new Date('2026-03-18T23:30:00Z'))).toBe(1);
    expect(daysSince(ADDED, new Date('2026-03-18T15:59:59Z'))).toBe(0);
  });
});

describe('the words the server prepares for the island', () => {
  for (const [locale, { format, today }] of Object.entries(formatters)) {
    it(`say on every day what the formatter says, change only where the words do, and end with the date (${locale})`, () => {
      const timeline = relativeTimeline(format, today);
      // Few enough to send with the page: each change of words once.
      expect(timeline.length).toBeLessThan(60);
      expect(new Set(timeline.map(([, words]) => words)).size).toBe(timeline.length);
      const [lastDay, lastWords] = timeline.at(-1)!;
      expect(lastWords).toBeNull();
      for (let days = 0; days < lastDay; days++) {
        expect(timeline[entryAt(timeline, days)!]![1]).toBe(formatRelativeDays(format, days, today));
      }
      expect(timeline[entryAt(timeline, lastDay + 400)!]![1]).toBeNull();
    });
  }

  it('keeps the date for a clock before the day the piece was added', () => {
    expect(entryAt(relativeTimeline(formatters['en-US'].format, 'today'), -1)).toBeUndefined();
  });

  it("changes from days to months on the day of the spec's threshold, then at each half month", () => {
    const { format, today } = formatters['zh-CN'];
    expect(relativeTimeline(format, today).slice(24, 28)).toEqual([
      [24, '24天前'],
      [25, '25天前'],
      [26, '1个月前'],
      [46, '2个月前'],
    ]);
  });
});
