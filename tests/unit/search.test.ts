import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchQueries } from '@/app/_lib/search/chinese-phrases';
import { resultsLine, type SearchText } from '@/app/_lib/search/search-text';
import { indexTraditionalForms, traditionalForms } from '@/app/_lib/search/traditional-forms';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };
import { withContentSecurityPolicy } from '@/scripts/lib/build/csp';
import { indexedText, writeSearchIndex } from '@/scripts/lib/build/search-index';

const workFolder = await mkdtemp(path.join(tmpdir(), 'search-index-'));
const cache = path.join(workFolder, 'cache');

/** A product page as the export writes it: the product marked for the index, the rest around it. */
const productPage = (lang: string, name: string, description: string, chunk = 'a1b2') =>
  `<!DOCTYPE html><html lang="${lang}"><head><script src="/_next/static/chunks/${chunk}.js" async=""></script></head><body>` +
  `<header><a href="/">Rongjin Silk</a><nav>Product About Contact</nav></header>` +
  `<main><article data-pagefind-body="" data-pagefind-meta="image:/product-images/x-400.webp"><h1>${name}</h1>` +
  `<dl><dt data-pagefind-ignore="">Price</dt><dd data-pagefind-meta="price">CN¥1,680.00</dd></dl><p>${description}</p></article></main>` +
  `<footer>All rights reserved.</footer><script>self.__next_f.push([1,"${chunk}"])</script></body></html>`;

async function writeSite(folder: string, pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), html);
  }
}

const pages = [
  { file: 'en-US/product/a/index.html', url: '/en-US/product/a/' },
  { file: 'zh-CN/product/a/index.html', url: '/zh-CN/product/a/' },
];

describe('the search index', () => {
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('indexes each language apart, and is made again only when what it reads changes', async () => {
    const site = path.join(workFolder, 'site');
    await writeSite(site, {
      [pages[0]!.file]: productPage('en-US', 'Hibiscus Dawn', 'A square of twill silk.'),
      [pages[1]!.file]: productPage('zh-CN', '芙蓉晨曦', '斜纹真丝方巾。'),
    });
    expect(await writeSearchIndex(site, pages, { cache })).toEqual({ cached: false });
    const entry = JSON.parse(await readFile(path.join(site, 'pagefind/pagefind-entry.json'), 'utf8'));
    expect(
      Object.fromEntries(
        Object.entries(entry.languages).map(([language, index]) => [language, (index as { page_count: number }).page_count]),
      ),
    ).toEqual({
      'en-us': 1,
      'zh-cn': 1,
    });
    // Every file of the index holds something: an empty WebAssembly file once broke Chinese search.
    const files = await readdir(path.join(site, 'pagefind'), { recursive: true, withFileTypes: true });
    const empty = await Promise.all(
      files.filter((file) => file.isFile()).map(async (file) => (await stat(path.join(file.parentPath, file.name))).size === 0),
    );
    expect(empty.includes(true)).toBe(false);

    // Another build of the same pages: its scripts name other files, which the index never reads.
    await rm(path.join(site, 'pagefind'), { recursive: true });
    await writeFile(path.join(site, pages[0]!.file), productPage('en-US', 'Hibiscus Dawn', 'A square of twill silk.', 'c3d4'));
    expect(await writeSearchIndex(site, pages, { cache })).toEqual({ cached: true });
    expect(existsSync(path.join(site, 'pagefind/pagefind.js'))).toBe(true);

    // A changed description is indexed again, and only the newest index is kept.
    await writeFile(path.join(site, pages[0]!.file), productPage('en-US', 'Hibiscus Dawn', 'A square of crêpe silk.'));
    expect(await writeSearchIndex(site, pages, { cache })).toEqual({ cached: false });
  });

  it('keys the cache on the page without its scripts and links, which change with every build', () => {
    expect(indexedText(productPage('en-US', 'Name', 'Text', 'a1b2'))).toBe(indexedText(productPage('en-US', 'Name', 'Text', 'e5f6')));
    expect(indexedText(productPage('en-US', 'Name', 'Text'))).not.toBe(indexedText(productPage('en-US', 'Name', 'Other text')));
  });
});

describe("the search page's policy", () => {
  const page = '<html><head></head><body><script>go()</script></body></html>';
  const scriptSources = (html: string) => /script-src ([^;]*)/.exec(html)![1]!.split(' ');

  it('lets the search page alone compile WebAssembly, and never allows code made from text', () => {
    const search = scriptSources(withContentSecurityPolicy(page, { webAssembly: true }));
    const other = scriptSources(withContentSecurityPolicy(page));
    expect(search).toEqual(["'self'", "'wasm-unsafe-eval'", expect.stringMatching(/^'sha256-/)]);
    expect(other).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
  });
});

describe('Chinese in a query', () => {
  it('asks for the query as typed, ranked, and for its longest run of Chinese as an exact phrase', () => {
    expect(searchQueries('hibisc')).toEqual({ ranked: 'hibisc' });
    expect(searchQueries('"hibiscus dawn"')).toEqual({ ranked: '"hibiscus dawn"' });
    expect(searchQueries('锦')).toEqual({ ranked: '锦' });
    expect(searchQueries('锦江')).toEqual({ ranked: '锦江', phrase: '锦江', exact: '"锦江"' });
    expect(searchQueries('錦江晚照')).toEqual({ ranked: '錦江晚照', phrase: '錦江晚照', exact: '"錦江晚照"' });
    expect(searchQueries(' 丝巾 锦江晚照 45 ')).toEqual({ ranked: '丝巾 锦江晚照 45', phrase: '锦江晚照', exact: '丝巾 "锦江晚照" 45' });
    // The visitor's own quotes would open a second phrase, which Pagefind does not take.
    expect(searchQueries('"锦江" "长披肩"')).toEqual({ ranked: '锦江 长披肩', phrase: '长披肩', exact: '锦江 "长披肩"' });
    // Punctuation and emoji are no part of what is searched for; a style code's hyphens and an apostrophe are.
    expect(searchQueries('丝巾!')).toEqual(searchQueries('丝巾'));
    expect(searchQueries('丝巾😀，')).toEqual(searchQueries('丝巾'));
    expect(searchQueries('rj-gs-001?')).toEqual({ ranked: 'rj-gs-001' });
    expect(searchQueries('mother’s day')).toEqual({ ranked: 'mother’s day' });
    expect(searchQueries('!!!')).toEqual({ ranked: '!!!' });
  });
});

describe('Traditional forms', () => {
  it('converts phrase by phrase: 发 is 髮 in 发带 and 發 in 发展, 干 is 乾 in 干洗', () => {
    expect(traditionalForms('可作发带')).toEqual(['可作髮帶']);
    expect(traditionalForms('发展')).toEqual(['發展']);
    expect(traditionalForms('干洗')).toEqual(['乾洗']);
    expect(traditionalForms('丝巾', '锦江晚照')).toEqual(['絲巾', '錦江晚照']);
  });

  it('gives the forms of Taiwan and of Hong Kong where they differ, each form once, and only runs written otherwise', () => {
    expect(traditionalForms('暮色里的锦江')).toEqual(['暮色裡的錦江', '暮色裏的錦江']);
    expect(traditionalForms('锦江', '锦江，晚照', '100%桑蚕丝')).toEqual(['錦江', '桑蠶絲']);
    expect(traditionalForms('晚照', 'Jinjiang Dusk', '5 × 86 cm')).toEqual([]);
  });

  it("gives the index the forms through Pagefind's indexed attributes, and nothing for a text without", () => {
    expect(indexTraditionalForms('锦江晚照', '5×86厘米')).toEqual({
      'data-pagefind-index-attrs': 'data-traditional',
      'data-traditional': '錦江晚照 釐米',
    });
    expect(indexTraditionalForms('晚照', 'Jinjiang Dusk')).toEqual({});
  });
});

describe('the status line', () => {
  const text = (messages: { Search: SearchText }) => messages.Search;

  it('says how many pieces were found, in each language', () => {
    expect(resultsLine(text(enUS), 'en-US', 0, 'silk')).toBe('Nothing found for “silk”.');
    expect(resultsLine(text(enUS), 'en-US', 1, 'silk')).toBe('One piece found for “silk”.');
    expect(resultsLine(text(enUS), 'en-US', 1200, 'silk')).toBe('1,200 pieces found for “silk”.');
    expect(resultsLine(text(zhCN), 'zh-CN', 0, '芙蓉')).toBe('没有找到与“芙蓉”相关的作品。');
    expect(resultsLine(text(zhCN), 'zh-CN', 3, '芙蓉')).toBe('找到 3 件与“芙蓉”相关的作品。');
  });

  it('shows the query as the visitor typed it, placeholders and markup included', () => {
    expect(resultsLine(text(enUS), 'en-US', 2, '{count} <b>')).toBe('2 pieces found for “{count} <b>”.');
  });
});
