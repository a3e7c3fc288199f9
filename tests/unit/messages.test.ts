import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routing } from '@/app/_i18n/routing';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const messageAt = (messages: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);

const catalogues = routing.locales.map((locale) => ({
  locale,
  messages: JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>,
}));

describe('message catalogues', () => {
  it('have exactly the same keys in every locale', () => {
    const [first, ...others] = catalogues;
    for (const other of others) {
      expect(keysOf(other.messages).sort(), `${other.locale} against ${first?.locale}`).toEqual(keysOf(first?.messages).sort());
    }
  });

  it('have no empty strings', () => {
    for (const { locale, messages } of catalogues) {
      const empty = keysOf(messages).filter((key) => messageAt(messages, key) === '');
      expect(empty, locale).toEqual([]);
    }
  });

  it('carry every label of the legacy site', () => {
    /** Every text a locale shows: each message, and each run of a rich message between its tags. */
    const textsOf = (locale: string) => {
      const { messages } = catalogues.find((c) => c.locale === locale)!;
      return keysOf(messages)
        .map((key) => messageAt(messages, key))
        .flatMap((value) => [
          String(value),
          ...String(value)
            .split(/<\/?\w+>/)
            .map((run) => run.trim()),
        ]);
    };
    const english = textsOf('en-US');
    for (const label of [
      'Product',
      'About',
      'Shop',
      'Contact',
      'Menu',
      'Art in wonderful',
      'life',
      'View all',
      'All',
      'Category',
      'Material',
      'Measures',
      'Link',
      'Price',
      'Buy online',
      'Business Cooperation',
      'Career Opportunities',
      'Distribution Channel',
      'Coming Soon.',
      'Copyright Notice',
      'Tel',
      'Email',
      'Page Not Found',
      '100% Silk',
    ]) {
      expect(english).toContain(label);
    }
    expect(textsOf('zh-CN')).toContain('页面不存在');
  });
});
