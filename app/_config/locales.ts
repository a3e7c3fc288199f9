/**
 * The one list of locales. Everything else (routes, content, messages, the legacy redirects)
 * derives from it. It sits with the configuration, below every other layer, so that the content
 * module can name the locales without reaching up into next-intl's routing.
 */
export const locales = ['en-US', 'zh-CN'] as const;

export const defaultLocale = 'en-US' satisfies (typeof locales)[number];

export type Locale = (typeof locales)[number];
