import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/app/_config/locales';

export type { Locale } from '@/app/_config/locales';

/** next-intl's routing, made from the one list of locales in app/_config/locales.ts. */
export const routing = defineRouting({ locales, defaultLocale, localePrefix: 'always' });
