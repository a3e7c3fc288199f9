import type { StaticImageData } from 'next/image';
import type { Locale } from '@/app/_config/locales';
import shareEnUS from './share/share.en-US.jpg';
import shareZhCN from './share/share.zh-CN.jpg';

/**
 * The picture shown when a page without one of its own is shared: the home page's cover title
 * and subtitle, laid out by scripts/make-cover-images.ts at the size link previews expect.
 */
export const shareImages: Record<Locale, StaticImageData> = { 'en-US': shareEnUS, 'zh-CN': shareZhCN };
