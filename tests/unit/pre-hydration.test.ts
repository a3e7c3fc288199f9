import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { notFoundPath, productListPath, siteAddresses } from '@/app/_addresses/site-addresses';
import type { Locale } from '@/app/_config/locales';
import { resolveLocale } from '@/app/_i18n/locale';
import { inlineScript } from '@/app/_pre-hydration/inline-script';
import { legacyRedirect } from '@/app/_pre-hydration/legacy-redirect';
import { notFoundLocale } from '@/app/_pre-hydration/not-found-locale';
import { typeQueryRedirect } from '@/app/_pre-hydration/type-query-redirect';
import { visitorLocale, type LocaleSettings } from '@/app/_pre-hydration/visitor-locale';

/*
 * Each script runs from the text a page carries, in a context holding only the browser globals
 * it is meant to use: one that leans on anything else (an import, a compiler helper) fails here.
 */

const settings = (basePath = ''): LocaleSettings => ({
  ...siteAddresses(basePath).scriptAddresses,
  locales: ['en-US', 'zh-CN'],
  defaultLocale: 'en-US',
  storageKey: 'umi_locale',
});

/** Stands for any element of the page; the header's language link when so made. */
class FakeElement {
  constructor(readonly options: { switcher?: boolean; hreflang?: string; parent?: FakeElement } = {}) {}
  get hreflang() {
    return this.options.hreflang ?? '';
  }
  closest(selector: string): FakeElement | null {
    if (selector !== 'header a[hreflang]') throw new Error(`unexpected selector ${selector}`);
    if (this.options.switcher) return this;
    return this.options.parent ? this.options.parent.closest(selector) : null;
  }
}

type BrowserOptions = {
  address: string;
  /** What localStorage holds under umi_locale; `'refused'` makes every use of it throw. */
  stored?: string | null | 'refused';
  languages?: readonly string[];
  language?: string;
};

/** A page load at `address`: runs `script` there and records what it did. */
function load(script: string, { address, stored = null, languages = ['en-US', 'en'], language = languages[0] }: BrowserOptions) {
  const url = new URL(address, 'https://silk.example');
  const replaced: string[] = [];
  const assigned: string[] = [];
  const storage = new Map<string, string>(stored && stored !== 'refused' ? [['umi_locale', stored]] : []);
  const refuse = () => {
    throw new Error('SecurityError: storage is refused');
  };
  const attributes = new Map<string, string>();
  const observers: { callback: () => void; target: unknown; options: unknown }[] = [];
  const clickListeners: ((event: unknown) => void)[] = [];
  const head = { nodeName: 'HEAD' };
  const document = {
    title: 'Page Not Found · Rongjin Silk · 页面不存在 · 蓉锦丝绸',
    head,
    documentElement: { lang: 'en-US', setAttribute: (name: string, value: string) => void attributes.set(name, value) },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type !== 'click') throw new Error(`unexpected listener for ${type}`);
      clickListeners.push(listener);
    },
  };
  const context = {
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => void replaced.push(to),
      set href(to: string) {
        assigned.push(to);
      },
    },
    localStorage: {
      getItem: (key: string) => (stored === 'refused' ? refuse() : (storage.get(key) ?? null)),
      setItem: (key: string, value: string) => (stored === 'refused' ? refuse() : void storage.set(key, value)),
    },
    navigator: { languages, language },
    document,
    Element: FakeElement,
    MutationObserver: class {
      constructor(readonly callback: () => void) {}
      observe(target: unknown, options: unknown) {
        observers.push({ callback: this.callback, target, options });
      }
    },
    URLSearchParams,
  };
  runInNewContext(script, context);
  /** A click on `target`, as the browser dispatches it to the document; tells whether the script took it. */
  const click = (
    target: unknown,
    modifiers: { button?: number; metaKey?: boolean; ctrlKey?: boolean; shiftKey?: boolean; altKey?: boolean } = {},
  ) => {
    let prevented = false;
    const event = { target, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...modifiers };
    for (const listener of clickListeners) listener({ ...event, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { replaced, assigned, storage, attributes, observers, document, click };
}

describe('inlineScript', () => {
  it('calls the function with its settings as JSON, then the helpers by their source', () => {
    const script = inlineScript(
      (given: { words: string[] }, join: (words: string[]) => string) => void (document.title = join(given.words)),
      { words: ['a', 'b'] },
      (words: string[]) => words.join('+'),
    );
    const page = { title: '' };
    runInNewContext(script, { document: page });
    expect(page.title).toBe('a+b');
  });

  it('writes < as \\u003c, so that no setting can close the script element', () => {
    const script = inlineScript((given: { title: string }) => void (document.title = given.title), {
      title: '</script><script>alert(1)</script><!--',
    });
    expect(script).not.toContain('<');
    const page = { title: '' };
    runInNewContext(script, { document: page });
    expect(page.title).toBe('</script><script>alert(1)</script><!--');
  });

  it('refuses a function whose own text would end the script element', () => {
    // Written with new Function: compilers escape a closing tag in a string, as Next's may not.
    const closes = new Function('given', "document.title = given.tag + '</script>'") as (given: { tag: string }) => void;
    expect(() => inlineScript(closes, { tag: 'x' })).toThrow('which would end or garble its <script> element');
    const opensComment = () => void (document.title = '<!--');
    expect(() => inlineScript(opensComment, {})).toThrow('which would end or garble its <script> element');
  });
});

describe('the legacy redirect', () => {
  const redirect = (path: string, basePath = '') =>
    inlineScript(legacyRedirect, { ...settings(basePath), path }, visitorLocale, resolveLocale);

  it('moves to the same page in the stored locale, before the browser languages', () => {
    expect(load(redirect('/about/'), { address: '/about/', stored: 'zh-CN' }).replaced).toEqual(['/zh-CN/about/']);
    expect(load(redirect('/about/'), { address: '/about/', stored: 'en-US', languages: ['zh-CN'] }).replaced).toEqual(['/en-US/about/']);
    expect(load(redirect('/about/'), { address: '/about/', stored: 'zh_CN' }).replaced).toEqual(['/zh-CN/about/']);
  });

  it('skips a stored value that is not a locale, and storage that is refused, for the browser languages', () => {
    for (const stored of ['de-DE', 'garbage', 'zh-cn', '', 'refused'] as const) {
      expect(load(redirect('/'), { address: '/', stored, languages: ['fr-FR', 'zh-TW'] }).replaced, stored).toEqual(['/zh-CN/']);
    }
  });

  it('takes navigator.language when the browser gives no list, then the default locale', () => {
    expect(load(redirect('/contact/'), { address: '/contact/', languages: [], language: 'zh' }).replaced).toEqual(['/zh-CN/contact/']);
    expect(load(redirect('/contact/'), { address: '/contact/', languages: [], language: 'fr' }).replaced).toEqual(['/en-US/contact/']);
    expect(load(redirect('/contact/'), { address: '/contact/', languages: ['de-DE'] }).replaced).toEqual(['/en-US/contact/']);
  });

  it('keeps the query and the fragment', () => {
    const { replaced } = load(redirect('/product/rj-001/'), { address: '/product/rj-001/?ref=x&y=1#care', languages: ['zh-CN'] });
    expect(replaced).toEqual(['/zh-CN/product/rj-001/?ref=x&y=1#care']);
  });

  it('stays under the base path', () => {
    const { replaced } = load(redirect('/product/', '/silk'), { address: '/silk/product/?a=1#b', languages: ['zh-CN'] });
    expect(replaced).toEqual(['/silk/zh-CN/product/?a=1#b']);
  });
});

describe('the 404 page script', () => {
  const titles = { 'en-US': 'Page Not Found · Rongjin Silk', 'zh-CN': '页面不存在 · 蓉锦丝绸' };
  const notFound = (basePath = '') =>
    inlineScript(notFoundLocale, { ...settings(basePath), titles, notFoundPath }, visitorLocale, resolveLocale);

  it("answers in the locale of the address's prefix, whatever the visitor's", () => {
    const page = load(notFound(), { address: '/zh-CN/no-such-page/', stored: 'en-US', languages: ['en-GB'] });
    expect(page.document.documentElement.lang).toBe('zh-CN');
    expect(page.attributes.get('data-locale')).toBe('zh-CN');
    expect(page.document.title).toBe(titles['zh-CN']);
    expect(page.replaced).toEqual([]);
  });

  it("answers without a prefix in the visitor's locale: stored, then the browser's", () => {
    expect(load(notFound(), { address: '/no-such-page/', languages: ['en-GB'] }).attributes.get('data-locale')).toBe('en-US');
    expect(load(notFound(), { address: '/no-such-page/', languages: ['zh-TW'] }).attributes.get('data-locale')).toBe('zh-CN');
    expect(load(notFound(), { address: '/no-such-page/', stored: 'zh-CN', languages: ['en-GB'] }).document.title).toBe(titles['zh-CN']);
    expect(load(notFound(), { address: '/de-DE/x/', languages: ['zh-CN'] }).attributes.get('data-locale')).toBe('zh-CN');
  });

  it('reads the prefix after the base path', () => {
    const page = load(notFound('/silk'), { address: '/silk/zh-CN/no-such-page/', languages: ['en-US'] });
    expect(page.attributes.get('data-locale')).toBe('zh-CN');
  });

  it('moves the legacy /404/ on to /<locale>/404/, keeping query and hash', () => {
    expect(load(notFound(), { address: '/404/?a=1#b', languages: ['zh-CN'] }).replaced).toEqual(['/zh-CN/404/?a=1#b']);
    expect(load(notFound('/silk'), { address: '/silk/404', languages: ['en-US'] }).replaced).toEqual(['/silk/en-US/404/']);
    const page = load(notFound(), { address: '/404/', languages: ['en-US'] });
    expect(page.attributes.size).toBe(0);
  });

  it('puts the title back when hydration writes the two-language one', () => {
    const page = load(notFound(), { address: '/en-US/x/' });
    expect(page.observers).toEqual([
      expect.objectContaining({ target: page.document.head, options: { subtree: true, childList: true, characterData: true } }),
    ]);
    page.document.title = 'Page Not Found · Rongjin Silk · 页面不存在 · 蓉锦丝绸';
    page.observers[0]!.callback();
    expect(page.document.title).toBe(titles['en-US']);
  });

  it('follows its language link to the same address in the other language, and remembers the choice', () => {
    const page = load(notFound(), { address: '/zh-CN/no-such-page/?from=mail#top' });
    const link = new FakeElement({ switcher: true, hreflang: 'en-US' });
    expect(page.click(new FakeElement({ parent: link }))).toBe(true);
    expect(page.assigned).toEqual(['/en-US/no-such-page/?from=mail#top']);
    expect(page.storage.get('umi_locale')).toBe('en-US');
  });

  it('adds the language to an address that had none, under the base path', () => {
    const page = load(notFound('/silk'), { address: '/silk/no-such-page/', languages: ['en-US'] });
    expect(page.click(new FakeElement({ switcher: true, hreflang: 'zh-CN' }))).toBe(true);
    expect(page.assigned).toEqual(['/silk/zh-CN/no-such-page/']);
  });

  it('still moves when storage is refused', () => {
    const page = load(notFound(), { address: '/en-US/x/', stored: 'refused' });
    expect(page.click(new FakeElement({ switcher: true, hreflang: 'zh-CN' }))).toBe(true);
    expect(page.assigned).toEqual(['/zh-CN/x/']);
  });

  it('leaves other clicks, and clicks asking for a new tab or window, to the browser', () => {
    const page = load(notFound(), { address: '/en-US/x/' });
    const link = new FakeElement({ switcher: true, hreflang: 'zh-CN' });
    expect(page.click(new FakeElement())).toBe(false);
    expect(page.click({ nodeName: '#text' })).toBe(false);
    for (const modifiers of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(page.click(link, modifiers), JSON.stringify(modifiers)).toBe(false);
    }
    expect(page.assigned).toEqual([]);
    expect(page.storage.size).toBe(0);
  });
});

describe('the filter address redirect', () => {
  // The settings of a list page in `locale`, as the product list gives them.
  const redirect = (locale: Locale = 'en-US', basePath = '') => {
    const { href } = siteAddresses(basePath);
    const lists = Object.fromEntries(['hand-rolled-scarf', 'stole'].map((type) => [type, href(locale, productListPath({ type }))]));
    return inlineScript(typeQueryRedirect, { lists });
  };

  it("moves ?type=<type> on to the type's list, keeping the rest of the query and the fragment", () => {
    expect(load(redirect(), { address: '/en-US/product/?utm_source=news&type=stole#main' }).replaced).toEqual([
      '/en-US/product/type/stole/?utm_source=news#main',
    ]);
    expect(load(redirect('zh-CN', '/silk'), { address: '/silk/zh-CN/product/?type=hand-rolled-scarf' }).replaced).toEqual([
      '/silk/zh-CN/product/type/hand-rolled-scarf/',
    ]);
    expect(load(redirect(), { address: '/en-US/product/index.html?type=stole' }).replaced).toEqual(['/en-US/product/type/stole/']);
  });

  it('leaves the list as it is for an unknown type or none', () => {
    const addresses = ['/en-US/product/?type=cravat', '/en-US/product/?type=', '/en-US/product/?utm_source=news', '/en-US/product/'];
    // Names every object has are no types either.
    addresses.push('/en-US/product/?type=constructor', '/en-US/product/?type=__proto__', '/en-US/product/?type=toString');
    for (const address of addresses) {
      expect(load(redirect(), { address }).replaced, address).toEqual([]);
    }
  });
});
