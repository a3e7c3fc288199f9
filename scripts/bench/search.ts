import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { localePath, searchIndexPath, searchPath } from '@/app/_addresses/site-addresses';
import { SEARCH_INDEX_FOLDER } from '@/app/_config/search';
import { launchChromium } from '../lib/chromium';
import { serveStatic } from '../lib/serving/static-server';
import { PHONE_CONTEXT, throttleLikePhone } from './measure';

/** The search page's results: the links of the one list in its main part. */
const RESULT_LINKS = 'main ul a';

/** What searching costs: the index on disk, and a visitor's first query in each language. */
export type SearchFigures = {
  indexMegabytes: number;
  /** The files of one language's index (its word index, fragments and metadata), by locale. */
  languageMegabytes: Record<string, number>;
  queries: { locale: string; query: string; results: number; kilobytes: number; firstResultSeconds: number }[];
};

/** The first queries of the benchmark: a word's beginning in English, a word inside names in Chinese, a type's name in Traditional characters. */
const FIRST_QUERIES = [
  { locale: 'en-US', query: 'hibisc' },
  { locale: 'zh-CN', query: '芙蓉' },
  { locale: 'zh-CN', query: '絲巾' },
] as const;

/**
 * Serves `outDir` and, for each first query, opens the search page afresh (empty cache) on the
 * phone profile, types the query at once, and measures the bytes of the search's own files the
 * query fetched and the time until the first result shows. With `runs`, each query is measured
 * that many times, each afresh, and the median time counts.
 */
export async function measureSearch(outDir: string, { runs = 1 }: { runs?: number } = {}): Promise<SearchFigures> {
  const indexDir = path.join(outDir, SEARCH_INDEX_FOLDER);
  const files = (await readdir(indexDir, { recursive: true, withFileTypes: true })).filter((file) => file.isFile());
  const sizes = await Promise.all(
    files.map(async (file) => ({ name: file.name, size: (await stat(path.join(file.parentPath, file.name))).size })),
  );
  // Pagefind names a language's files after it: zh-cn_….pf_index, zh-cn_….pf_fragment, pagefind.zh-cn_….pf_meta.
  const languageMegabytes = Object.fromEntries(
    FIRST_QUERIES.map(({ locale }) => {
      const prefix = new RegExp(`(^|\\.)${locale.toLowerCase()}_`);
      return [locale, sizes.filter(({ name }) => prefix.test(name)).reduce((sum, { size }) => sum + size, 0) / 1024 / 1024];
    }),
  );
  const server = await serveStatic(outDir);
  const { origin } = server;
  const browser = await launchChromium();
  const queries: SearchFigures['queries'] = [];
  try {
    for (const { locale, query } of FIRST_QUERIES) {
      const measured: SearchFigures['queries'] = [];
      for (let run = 0; run < runs; run++) measured.push(await firstQuery(browser, origin, locale, query));
      measured.sort((a, b) => a.firstResultSeconds - b.firstResultSeconds);
      queries.push(measured[Math.floor(runs / 2)]!);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { indexMegabytes: sizes.reduce((sum, { size }) => sum + size, 0) / 1024 / 1024, languageMegabytes, queries };
}

/** One visitor's first query: a fresh context (empty cache) on the phone profile. */
async function firstQuery(
  browser: Browser,
  origin: string,
  locale: (typeof FIRST_QUERIES)[number]['locale'],
  query: string,
): Promise<SearchFigures['queries'][number]> {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await throttleLikePhone(context, page);
  // Counted by Playwright, which also sees the requests of Pagefind's worker (the page's own CDP session does not).
  const fetched: Promise<number>[] = [];
  context.on('requestfinished', (request) => {
    if (request.url().includes(searchIndexPath))
      fetched.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  });
  await page.goto(`${origin}${localePath(locale, searchPath)}`, { waitUntil: 'networkidle' });
  const box = page.getByRole('main').getByRole('searchbox');
  await box.waitFor();
  const started = performance.now();
  await box.fill(query);
  await page.locator(RESULT_LINKS).first().waitFor({ timeout: 60_000 });
  const firstResultSeconds = (performance.now() - started) / 1000;
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
  const results = await page.locator(RESULT_LINKS).count();
  await context.close();
  return { locale, query, results, kilobytes: bytes / 1024, firstResultSeconds };
}
