import type { StaticImageData } from 'next/image';
import type { Locale } from '../../_i18n/routing';
import subtitleEnUS from './cover/subtitle.en-US.webp';
import subtitleZhCN from './cover/subtitle.zh-CN.webp';
import titleEnUS from './cover/title.en-US.webp';
import titleZhCN from './cover/title.zh-CN.webp';

/** Drawn by scripts/make-cover-images.ts from the Home.cover* messages, at twice display size. */
export const coverImages: Record<Locale, { title: StaticImageData; subtitle: StaticImageData }> = {
  'en-US': { title: titleEnUS, subtitle: subtitleEnUS },
  'zh-CN': { title: titleZhCN, subtitle: subtitleZhCN },
};
