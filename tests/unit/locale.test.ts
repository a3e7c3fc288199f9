import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, resolveLocale, setLocale } from '@/app/_i18n/locale';
import { routing } from '@/app/_i18n/routing';

const resolve = (stored: string | null, languages: string[], defaultLocale: string = routing.defaultLocale) =>
  resolveLocale(stored, languages, routing.locales, defaultLocale);

describe('resolveLocale', () => {
  it('prefers the stored choice over the browser languages', () => {
    expect(resolve('zh-CN', ['en-US', 'en'])).toBe('zh-CN');
    expect(resolve('en-US', ['zh-CN', 'zh'])).toBe('en-US');
  });

  it('accepts a stored choice written with the legacy underscore', () => {
    expect(resolve('zh_CN', ['en-US'])).toBe('zh-CN');
  });

  it('skips a stored value that is not a supported locale', () => {
    expect(resolve('de-DE', ['zh-CN'])).toBe('zh-CN');
    expect(resolve('garbage', ['zh-TW'])).toBe('zh-CN');
    expect(resolve('', ['en-GB'])).toBe('en-US');
  });

  it('maps any Chinese browser language to zh-CN and any English one to en-US', () => {
    expect(resolve(null, ['zh-TW'])).toBe('zh-CN');
    expect(resolve(null, ['zh-Hant-HK'])).toBe('zh-CN');
    expect(resolve(null, ['zh'])).toBe('zh-CN');
    expect(resolve(null, ['en-GB'])).toBe('en-US');
  });

  it('takes the first browser language it supports, in the browser order', () => {
    expect(resolve(null, ['fr-FR', 'zh-CN', 'en-US'])).toBe('zh-CN');
    expect(resolve(null, ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en-US');
  });

  it('falls back to the configured default, then to en-US', () => {
    expect(resolve(null, ['fr-FR'])).toBe('en-US');
    expect(resolve(null, [], 'zh-CN')).toBe('zh-CN');
    expect(resolve(null, ['fr-FR'], 'de-DE')).toBe('en-US');
  });
});

describe('setLocale', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return { setItem: (key: string, value: string) => void values.set(key, value), values };
  };

  it('stores a well-formed code under umi_locale, with a hyphen', () => {
    const storage = memoryStorage();
    expect(setLocale('zh_CN', storage)).toBe('zh-CN');
    expect(storage.values.get(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(LOCALE_STORAGE_KEY).toBe('umi_locale');
    expect(setLocale('en', storage)).toBe('en');
  });

  it('still returns the code when the browser refuses storage', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(setLocale('zh-CN', refusing)).toBe('zh-CN');
  });

  it.each(['zh-cn', 'ZH-CN', 'zhCN', 'en-USA', 'e', '', 'zh-CN-x'])('throws the legacy error for %j', (code) => {
    const storage = memoryStorage();
    expect(() => setLocale(code, storage)).toThrow(new Error('setLocale lang format error'));
    expect(storage.values.size).toBe(0);
  });
});
