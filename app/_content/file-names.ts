/*
 * Guesses about file names: what an editor most likely meant by a file that is not where the loader
 * looks (a name in other letter case or with another ending, a text saved under a name of their
 * own, a product folder of the earlier layout), so that a missing file's problem says what to rename.
 */
import path from 'node:path';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { productTextFile } from './naming';

/**
 * The files of a product's earlier layout (product.yaml beside en-US.md and zh-CN.md) among the
 * `names` of its folder, which are no longer read: each with where its lines now belong, so that a
 * folder made from an old copy is moved, not published without the edits made in it.
 */
export function oldLayoutFiles(names: readonly string[]): { name: string; message: string }[] {
  const lead = productTextFile(defaultLocale);
  const found: { name: string; message: string }[] = [];
  if (names.includes('product.yaml')) {
    found.push({
      name: 'product.yaml',
      message: `is no longer read: move its lines into ${lead}, between its --- lines below name:, then delete this file`,
    });
  }
  for (const locale of locales) {
    // Without the new file, its missing-file problem already says to rename this one.
    if (names.includes(`${locale}.md`) && names.includes(productTextFile(locale))) {
      found.push({
        name: `${locale}.md`,
        message: `is no longer read: the ${locale} text is ${productTextFile(locale)}; move any change made here into it, then delete this file`,
      });
    }
  }
  return found;
}

/** What to say of the missing file `relative`, given the names of the files beside it. */
export function missingFileHint(relative: string, names: readonly string[]): string {
  const name = path.posix.basename(relative);
  const locale = localeOfText(name);
  const misnamed = misnamedAs(name, names);
  // The same text under its name in a product's earlier layout (en-US.md beside product.yaml).
  const oldName = locale && name === productTextFile(locale) && names.includes(`${locale}.md`) ? `${locale}.md` : undefined;
  // A text saved under a name of the editor's own (cn.md, 中文.md) is most likely this one.
  const otherText = locale && !misnamed && !oldName ? unknownText(names) : undefined;
  if (misnamed) {
    return (
      `is missing, but "${misnamed}" is here: rename it to ${name}, letter for letter` +
      (misnamed.length > name.length ? ' (Windows may hide the end of a name: show "File name extensions")' : '')
    );
  }
  if (oldName) {
    const facts = locale === defaultLocale && names.includes('product.yaml') ? ', and move the lines of product.yaml into it' : '';
    return `is missing, but ${oldName} of the earlier layout is here: rename it to ${name}${facts}`;
  }
  // A product's text where a care text or a page's is expected: a product's folder put in care/.
  if (locale && name === `${locale}.md` && names.includes(productTextFile(locale))) {
    return `is missing, but a product's ${productTextFile(locale)} is here: a product's folder goes in content/products/; move this folder there`;
  }
  if (otherText) return `the ${locale} text is missing, but "${otherText}" is here: if it is the ${locale} text, rename it to ${name}`;
  if (!locale) return 'this file is missing: create it';
  if (name === productTextFile(locale)) {
    // The facts are written once, in the default locale's file: a translation holds none.
    return locale === defaultLocale
      ? `the ${locale} text and the product's facts are missing: create this file, with name: and the facts between two --- lines (as in any other product's ${name}) and the description below them`
      : `the ${locale} text is missing: create this file, with name: between two --- lines and the description below them`;
  }
  return `the ${locale} text is missing: create this file (copy the other language's file and translate it)`;
}

/**
 * A file beside the missing `file` that is surely it under another name: the same name in other
 * letter case (`index.zh-cn.md`, which a Mac or Windows finds but the build's server does not), with
 * another ending (`index.en-US.md.txt`, `site.yml`).
 */
export function misnamedAs(file: string, names: readonly string[]): string | undefined {
  // A name without its text endings, in any letter case: `index.zh-cn`, `site`.
  const stem = (name: string) => name.toLowerCase().replace(/(\.(md|markdown|txt|ya?ml))+$/, '');
  return names.find((name) => stem(name) === stem(path.basename(file)));
}

/** The locale whose text a file of this name is (`en-US.md`, or a product's `index.en-US.md`), if any. */
function localeOfText(name: string): Locale | undefined {
  return locales.find((locale) => name === `${locale}.md` || name === productTextFile(locale));
}

/** The one Markdown file among `names` that is no locale's text, if there is exactly one. */
function unknownText(names: readonly string[]): string | undefined {
  const unknown = names.filter(
    (name) =>
      name.toLowerCase().endsWith('.md') &&
      !locales.some((locale) => [`${locale}.md`, productTextFile(locale)].some((text) => text.toLowerCase() === name.toLowerCase())),
  );
  return unknown.length === 1 ? unknown[0] : undefined;
}
