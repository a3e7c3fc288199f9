import { describe, expect, it } from 'vitest';
import { summarise } from '@/app/_seo/summary';

describe('summarise', () => {
  it('keeps a text that fits', () => {
    expect(summarise('A stole in silk twill.', 'en-US')).toBe('A stole in silk twill.');
  });

  it('keeps the whole sentences that fit, without a dangling opening quote', () => {
    const text =
      '深秋，成都城头的木芙蓉清晨初开时洁白如雪，午后转为粉红，入夜已是一片深红，故有“三醉芙蓉”之称。“芙蓉晨曦”取其清晨初绽的一刻，以淡粉与象牙白层层晕染，边缘由匠人手工卷边。';
    expect(summarise(text, 'zh-CN')).toBe('深秋，成都城头的木芙蓉清晨初开时洁白如雪，午后转为粉红，入夜已是一片深红，故有“三醉芙蓉”之称。');
  });

  it('cuts a long sentence at a word and marks the cut', () => {
    const summary = summarise(`${'Hand-rolled edges and '.repeat(10)}a print.`, 'en-US');
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/\w…$/);
  });
});
