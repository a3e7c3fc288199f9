import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routing } from '@/app/_i18n/routing';

const drawn = JSON.parse(readFileSync('app/_components/home/cover/texts.json', 'utf8')) as Record<string, Record<string, string>>;

describe('cover images', () => {
  it.each(routing.locales)('show the current cover texts of %s (else run scripts/make-cover-images.ts)', (locale) => {
    const { Home } = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { Home: Record<string, string> };
    expect(drawn[locale]).toEqual({ title: Home.coverTitle, subtitle: Home.coverSubtitle });
  });
});
