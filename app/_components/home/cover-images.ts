import type { StaticImageData } from 'next/image';
import type { Locale } from '@/app/_i18n/routing';
import subtitleEnUS from './cover/subtitle.en-US.png';
import subtitleZhCN from './cover/subtitle.zh-CN.png';
import titleEnUS from './cover/title.en-US.png';
import titleZhCN from './cover/title.zh-CN.png';

/**
 * Drawn by scripts/make-cover-images.ts from the Home.cover* messages: the title and subtitle at
 * twice display size (laid out as the picture shown when a page is shared: app/_seo/share-images.ts).
 */
export const coverImages: Record<Locale, { title: StaticImageData; subtitle: StaticImageData }> = {
  'en-US': { title: titleEnUS, subtitle: subtitleEnUS },
  'zh-CN': { title: titleZhCN, subtitle: subtitleZhCN },
};
