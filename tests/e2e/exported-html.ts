import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { exportedFile as pageFile } from '@/app/_addresses/site-addresses';

/*
 * The exported pages read as files, as crawlers, link previews and hosts read them: the HTML
 * alone, parsed by parse5 (the HTML standard's parsing algorithm, which browsers follow), with
 * no browser started. Tests of what a page says (labels, headings, links, metadata, attributes)
 * read it here; the browser stays for behaviour, layout, accessibility and pictures.
 */

/** A selection of elements. Cheerio does not re-export the element type of its DOM (domhandler's): it is what `find` returns. */
export type Selection = ReturnType<Cheerio<never>['find']>;

/** The file a static host answers `address` with: a page's where the site puts it (app/_addresses), any other file as named. */
export function exportedFile(address: string, outDir = 'out'): string {
  const pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  return path.join(outDir, pathname.endsWith('/') ? pageFile(pathname) : pathname);
}

/** Every file under `folder` whose name ends with `extension`. */
export async function filesUnder(folder: string, extension: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).filter((file) => file.endsWith(extension)).map((file) => path.join(folder, file));
}

/**
 * Parses a page. With `scriptingEnabled: false`, the content of <noscript> is read as markup, as
 * a browser without JavaScript and `DOMParser` read it.
 */
export function parsePage(html: string, { scriptingEnabled = true } = {}): CheerioAPI {
  return load(html, { scriptingEnabled });
}

/** The page a static host answers `address` with, parsed. */
export async function readPage(address: string, outDir = 'out'): Promise<CheerioAPI> {
  return parsePage(await readFile(exportedFile(address, outDir), 'utf8'));
}

/** Text with its white space collapsed and trimmed, as Playwright compares texts and `document.title` reads the title. */
export const normalised = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** The page's title, as `document.title` gives it. */
export const documentTitle = ($: CheerioAPI) => normalised($('title').first().text());

const within = (scope: Selection | CheerioAPI, selector: string): Selection =>
  typeof scope === 'function' ? scope.root().find(selector) : scope.find(selector);

/** The one element `selector` finds in `scope`: none or several fail, as with a Playwright locator's strictness. */
export function theOne(scope: Selection | CheerioAPI, selector: string): Selection {
  const found = within(scope, selector);
  expect(found.length, `elements matching ${selector}`).toBe(1);
  return found;
}

/**
 * The one element `selector` finds in `scope` whose name (its aria-label, else its text) holds
 * `name`, ignoring case, as Playwright's `getByRole(role, { name })` matches: for the elements
 * named by their content here, links, landmarks and list items.
 */
export function theOneNamed(scope: Selection | CheerioAPI, selector: string, name: string): Selection {
  const candidates = within(scope, selector);
  const found = candidates.filter((index) => {
    const candidate = candidates.eq(index);
    return normalised(candidate.attr('aria-label') ?? candidate.text())
      .toLowerCase()
      .includes(name.toLowerCase());
  });
  expect(found.length, `elements matching ${selector} named ${JSON.stringify(name)}`).toBe(1);
  return found;
}

/** Every JSON-LD block of the page, parsed. */
export const structuredData = ($: CheerioAPI): Record<string, unknown>[] =>
  $('script[type="application/ld+json"]')
    .toArray()
    .map((block) => JSON.parse($(block).text()));
