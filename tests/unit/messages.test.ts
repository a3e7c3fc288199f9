import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routing } from '../../app/_i18n/routing';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

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
      const empty = keysOf(messages).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === '');
      expect(empty, locale).toEqual([]);
    }
  });

  it('carry every label of the legacy site', () => {
    const english = JSON.stringify(catalogues.find((c) => c.locale === 'en-US')?.messages);
    for (const label of ['Product', 'About', 'Shop', 'Contact', 'Menu', 'Art in wonderful', 'life', 'View all', 'All', 'Category', 'Material', 'Measures', 'Link', 'Price', 'Buy online', 'Business Cooperation', 'Career Opportunities', 'Distribution Channel', 'Coming Soon.', 'Copyright Notice', 'Tel', 'Email', 'Page Not Found', '100% Silk']) {
      expect(english).toContain(`"${label}"`);
    }
    expect(JSON.stringify(catalogues.find((c) => c.locale === 'zh-CN')?.messages)).toContain('"页面不存在"');
  });
});
