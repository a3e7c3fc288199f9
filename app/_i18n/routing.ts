import { defineRouting } from 'next-intl/routing';

/** The one list of locales. Everything else (routes, content, messages, the legacy redirects) derives from it. */
export const routing = defineRouting({
  locales: ['en-US', 'zh-CN'],
  defaultLocale: 'en-US',
  localePrefix: 'always',
});

export type Locale = (typeof routing.locales)[number];
