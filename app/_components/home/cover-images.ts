import type { StaticImageData } from 'next/image';
import type { Locale } from '@/app/_i18n/routing';
import subtitleEnUS from './cover/subtitle.en-US.webp';
import subtitleZhCN from './cover/subtitle.zh-CN.webp';
import titleEnUS from './cover/title.en-US.webp';
import titleZhCN from './cover/title.zh-CN.webp';

/**
 * Drawn by scripts/make-cover-images.ts from the Home.cover* messages: the title and subtitle at
 * twice display size (laid out as the picture shown when a page is shared: app/_seo/share-images.ts).
 */
export const coverImages: Record<Locale, { title: StaticImageData; subtitle: StaticImageData }> = {
  'en-US': { title: titleEnUS, subtitle: subtitleEnUS },
  'zh-CN': { title: titleZhCN, subtitle: subtitleZhCN },
};
