// OpenCC's dictionaries stay on the server (see below): a client component that imports this fails the build.
import 'server-only';
import { Converter } from 'opencc-js/cn2t';
import { TRADITIONAL_NAMES } from '@/app/_config/search';
import { HAN_RUN } from './chinese-phrases';

/*
 * Traditional Chinese in the search. The site writes Simplified Chinese, and a visitor from Hong
 * Kong or Taiwan, or whose input method writes Traditional characters, types 絲巾 for 丝巾; a query
 * is searched as typed. So a product page also gives the index the Traditional forms of the
 * Chinese it indexes, made when the page is built.
 *
 * The forms are OpenCC's, converted phrase by phrase (发 is 髮 in 发带 but 發 in 发展; 干 is 乾 in
 * 干洗), to the standards of both Taiwan and Hong Kong, which write some characters apart (裡, 裏).
 * Only server components import this module: the converter and its dictionaries never reach the
 * browser, which gets the forms in the page's HTML, only the runs that differ, each once.
 */
const converters = [Converter({ from: 'cn', to: 'tw' }), Converter({ from: 'cn', to: 'hk' })];

/** The Traditional forms of the runs of Chinese in `texts` that are written otherwise in Traditional, each once. */
export function traditionalForms(...texts: string[]): string[] {
  const forms = new Set<string>();
  for (const run of texts.flatMap((text) => text.match(HAN_RUN) ?? [])) {
    for (const convert of converters) {
      const form = convert(run);
      if (form !== run) forms.add(form);
    }
  }
  return [...forms];
}

/** Pagefind's documented `data-pagefind-index-attrs`, for an attribute of `forms`. */
const indexed = (forms: string[]) => ({ 'data-pagefind-index-attrs': 'data-traditional', 'data-traditional': forms.join(' ') });

/** Attributes that give the search index the Traditional forms of `texts`; none when nothing in them is written otherwise. */
export function indexTraditionalForms(...texts: string[]) {
  const forms = traditionalForms(...texts);
  return forms.length === 0 ? {} : indexed(forms);
}

/**
 * The same for a product's name, whose forms are also metadata of its page (Pagefind's
 * `data-pagefind-meta`), which the search reads to put the products a query names first.
 */
export function indexTraditionalName(name: string) {
  const forms = traditionalForms(name);
  return forms.length === 0 ? {} : { ...indexed(forms), 'data-pagefind-meta': `${TRADITIONAL_NAMES}:${forms.join(' ')}` };
}
