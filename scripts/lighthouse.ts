/*
 * `npm run lighthouse`: measures the exported site in out/ with Lighthouse, in the system's
 * Chromium, as a phone on a slow network (Lighthouse's default profile, simulated throttling),
 * beside the framework's floor: the bench's bare Next.js export of the same catalogue
 * (scripts/bench/floor-app.ts), built here. Lighthouse's simulation starts from the CPU time a
 * page really took, so its scores move with the machine; the floor, measured in the same run, page
 * by page and run by run in turn with the site, tells the machine from the site.
 * Serves both on free loopback ports, gzipped as every host of docs/deploying.md serves them; runs each
 * page three times and keeps Lighthouse's median run; prints and writes docs/lighthouse.md, and
 * keeps the median runs' reports in .lighthouse/. A script, not a test: it prints figures, and
 * exits 1 when a page misses a goal or scores below the floor, with the audits to fix.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { exportedFile, homePath, localePath, productListPath, productPath } from '@/app/_addresses/site-addresses';
import { readEnv } from '@/app/_config/env';
import { locales } from '@/app/_config/locales';
import { contentRoot, type Product } from '@/app/_content';
import { loadContent } from '@/app/_content/tools';
import { writeFloorApp } from './bench/floor-app';
import { describeMachine } from './bench/measure';
import { chromiumExecutable } from './lib/chromium';
import { serveStatic } from './lib/serving/static-server';

/** The site's export, where `npm run build` writes it. */
const OUT = readEnv('OUT_DIR');
const SHOWN_OUT = `${path.relative('.', OUT)}/`;
const FLOOR = path.resolve('.bench/lighthouse-floor');
const REPORTS = path.resolve('.lighthouse');
const RUNS = 3;
/** CHROME_PATH, as chrome-launcher names it, else the Chromium of the browser tests. */
const CHROMIUM = process.env.CHROME_PATH ?? chromiumExecutable();
/** The machines have no internet: keep Chromium's background connections off. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
/** The lowest score (0–100, as the report shows it) each category must reach. */
const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
] as const;

if (!existsSync(path.join(OUT, 'index.html'))) {
  console.error(`No exported site in ${SHOWN_OUT}: run \`npm run build\` first.`);
  process.exit(1);
}
if (!CHROMIUM || !existsSync(CHROMIUM)) {
  console.error(`No Chromium${CHROMIUM ? ` at ${CHROMIUM}` : ''}: install Debian's chromium-headless-shell, or set CHROME_PATH.`);
  process.exit(1);
}

/** The first product, by sku, with a page in both languages. */
function firstProduct(products: Product[]): Product {
  const [product] = products
    .filter(({ sku }) => locales.every((locale) => existsSync(path.join(OUT, exportedFile(localePath(locale, productPath(sku)))))))
    .toSorted((a, b) => (a.sku < b.sku ? -1 : 1));
  if (!product)
    throw new Error(`${SHOWN_OUT} has no product page of the content: is the catalogue empty, or ${SHOWN_OUT} built from other content?`);
  return product;
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** One line for each thing an audit found (an element, a file), as far as its details name one. */
function describeItem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const node = record.node as { selector?: unknown; snippet?: unknown; explanation?: unknown } | undefined;
  if (node && typeof node === 'object') {
    const where = [node.selector, node.snippet].filter((part): part is string => typeof part === 'string').join('  ');
    const why = typeof node.explanation === 'string' ? ` (${node.explanation.replace(/\s+/g, ' ').trim()})` : '';
    return `${where}${why}`;
  }
  for (const key of ['url', 'source', 'description', 'reason', 'failureReason', 'label']) {
    const value = record[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string') {
      return (value as { url: string }).url;
    }
  }
  return undefined;
}

type Miss = { category: Category; score: number; lowest: number; audits: string[] };

/** The audits of a category that did not pass, weighted ones first, each with what it found. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [{ ref, audit }] : [];
    })
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const head = `\`${ref.id}\` ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''} (score ${audit.score}, weight ${ref.weight})`;
      const details = audit.details as { items?: unknown[] } | undefined;
      const items = (details?.items ?? []).map(describeItem).filter((line): line is string => !!line);
      return [
        head,
        ...items.slice(0, 5).map((line) => `    - ${line}`),
        ...(items.length > 5 ? [`    - … ${items.length - 5} more`] : []),
      ].join('\n');
    });
}

/** Builds the floor of the catalogue out/ was built from, and returns its export. */
async function buildFloor(products: Product[]): Promise<string> {
  console.log('Building the floor…');
  await writeFloorApp(FLOOR, products);
  const { status } = spawnSync(path.resolve('node_modules/.bin/next'), ['build'], {
    cwd: FLOOR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (status !== 0) throw new Error(`Building the floor in ${path.relative('.', FLOOR)}/ failed (exit status ${status}).`);
  return path.join(FLOOR, 'out');
}

let chromiumVersion = '';
/** One Lighthouse run of `url` in a Chromium of its own. */
async function measure(url: string, label: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (!chromiumVersion) {
      const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
      chromiumVersion = (version.Browser ?? 'unknown').replace(/^(Headless)?Chrome\//, '');
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`);
    const { lhr } = result;
    const scores = CATEGORIES.map((category) => score(lhr, category)).join(' / ');
    const outcome = lhr.runtimeError ? `error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}` : scores;
    const held = firstPaintHeld(lhr) ? ', first paint held' : '';
    console.log(`${label}: ${outcome} (CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}${held})`);
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Whether the page, already loaded, waited at least half a second more for its first paint. Headless
 * Chromium sometimes holds a new page's first frame back for up to a second or two (Lighthouse
 * issue 17148: the compositor stops offering frames to a page that has not answered in time; with
 * Chromium's paint holding switched off, it did not happen in any trial), and the simulation then
 * counts every script that ran meanwhile into FCP and LCP. A page ready to paint before the hold
 * begins escapes it, as the floor's small English pages mostly do.
 */
function firstPaintHeld(lhr: Result): boolean {
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  if (!observed?.observedFirstContentfulPaint || !observed.observedLoad) return false;
  return observed.observedFirstContentfulPaint - observed.observedLoad >= 500;
}

type Measured = { median: Result; performances: number[]; held: number };
/** Lighthouse's median run of `runs`, with the performance of each valid run and how many had their first paint held. */
function medianOf(runs: Result[], label: string): Measured {
  const valid = filterToValidRuns(runs);
  if (valid.length === 0) throw new Error(`No run of ${label} gave figures: ${runs.map((lhr) => lhr.runtimeError?.message).join('; ')}`);
  return {
    median: computeMedianRun(valid),
    performances: valid.map((lhr) => score(lhr, 'performance')),
    held: valid.filter(firstPaintHeld).length,
  };
}

const loadAtStart = loadavg()[0] ?? 0;
const { products } = await loadContent(contentRoot());
const product = firstProduct(products);
/**
 * Each page measured, with the floor's page of the same kind: the floor has no list of one type,
 * so a type's list is measured beside the floor's whole list.
 */
const kinds: { page: string; floorPage: string }[] = [
  { page: homePath, floorPage: homePath },
  { page: productListPath({}), floorPage: productListPath({}) },
  { page: productListPath({ type: product.type }), floorPage: productListPath({}) },
  { page: productPath(product.sku), floorPage: productPath(product.sku) },
];
const pages = kinds.flatMap(({ page, floorPage }) =>
  locales.map((locale) => ({ page: localePath(locale, page), floorPage: localePath(locale, floorPage) })),
);
const floorOut = await buildFloor(products);

const site = await serveStatic(OUT, { gzip: true });
const floor = await serveStatic(floorOut, { gzip: true });
await rm(REPORTS, { recursive: true, force: true });
await mkdir(REPORTS, { recursive: true });

type Row = { page: string; floorPage: string; site: Measured; floor: Measured };
const rows: Row[] = [];
console.log(
  `Scores of each run: ${CATEGORIES.map((category) => LABELS[category]).join(' / ')}; Lighthouse's CPU benchmark of this machine, which load lowers`,
);

try {
  for (const { page, floorPage } of pages) {
    const siteRuns: Result[] = [];
    const floorRuns: Result[] = [];
    // In turn, so that a change in the machine's load falls on both alike.
    for (let run = 1; run <= RUNS; run++) {
      siteRuns.push(await measure(`${site.origin}${page}`, `${page} run ${run}/${RUNS}`));
      floorRuns.push(await measure(`${floor.origin}${floorPage}`, `${page} run ${run}/${RUNS}, floor ${floorPage}`));
    }
    const row = { page, floorPage, site: medianOf(siteRuns, page), floor: medianOf(floorRuns, `${floorPage} (floor)`) };
    rows.push(row);
    const name = page.replace(/^\/|\/$/g, '').replace(/\//g, '_');
    await writeFile(path.join(REPORTS, `${name}.report.html`), generateReport(row.site.median, 'html'));
    await writeFile(path.join(REPORTS, `${name}.report.json`), generateReport(row.site.median, 'json'));
    await writeFile(path.join(REPORTS, `${name}.floor.report.json`), generateReport(row.floor.median, 'json'));
  }
} finally {
  site.close();
  floor.close();
}

/** The lowest score each category of `page` must reach: its goal, and never below the floor's. */
const lowest = (row: Row, category: Category) => Math.max(GOALS[category], score(row.floor.median, category));
const misses = new Map<string, Miss[]>();
for (const row of rows) {
  const { median } = row.site;
  const pageMisses = CATEGORIES.filter((category) => score(median, category) < lowest(row, category)).map((category) => ({
    category,
    score: score(median, category),
    lowest: lowest(row, category),
    audits: failingAudits(median, category),
  }));
  if (pageMisses.length > 0) misses.set(row.page, pageMisses);
}

const metric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return '–';
  return id === 'cumulative-layout-shift'
    ? value.toFixed(3)
    : id === 'total-blocking-time'
      ? `${Math.round(value)} ms`
      : `${(value / 1000).toFixed(1)} s`;
};
const bold = (row: Row, category: Category) => {
  const value = score(row.site.median, category);
  return value < lowest(row, category) ? `**${value}**` : `${value}`;
};
const table = [
  `| page | ${CATEGORIES.map((category) => LABELS[category]).join(' | ')} | floor's performance | ${METRICS.map(([name]) => `${name} (floor)`).join(' | ')} | performance of the ${RUNS} runs (floor) | runs with the first paint held (floor) | CPU benchmark |`,
  `|---|${CATEGORIES.map(() => '---:').join('|')}|---:|${METRICS.map(() => '---:').join('|')}|---|---:|---:|`,
  ...rows.map(
    (row) =>
      `| \`${row.page}\`${row.floorPage === row.page ? '' : ` (floor: \`${row.floorPage}\`)`} | ${CATEGORIES.map((category) => bold(row, category)).join(' | ')} | ${score(row.floor.median, 'performance')} | ${METRICS.map(([, id]) => `${metric(row.site.median, id)} (${metric(row.floor.median, id)})`).join(' | ')} | ${row.site.performances.join(', ')} (${row.floor.performances.join(', ')}) | ${row.site.held} (${row.floor.held}) | ${Math.round(row.site.median.environment.benchmarkIndex)} |`,
  ),
].join('\n');

const first = rows[0]!.site.median;
const { throttling, screenEmulation, formFactor, throttlingMethod } = first.configSettings;
const profile =
  `Lighthouse ${first.lighthouseVersion}'s default ${formFactor === 'mobile' ? 'phone' : formFactor} profile ` +
  `(a ${screenEmulation.width} × ${screenEmulation.height} screen at ${screenEmulation.deviceScaleFactor}×) with its ` +
  `${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod} throttling (${throttling.rttMs} ms round trip, ` +
  `${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, CPU ${throttling.cpuSlowdownMultiplier}× slower)`;
const goals = `${CATEGORIES.map((category) => `${LABELS[category]} ${category === 'performance' ? '≥' : '='} ${GOALS[category]}`).join(', ')}, and each no lower than the floor's`;
const missText = [...misses].flatMap(([page, pageMisses]) =>
  pageMisses.flatMap(({ category, score: value, lowest: needed, audits }) => [
    `- \`${page}\` ${LABELS[category]} ${value} < ${needed}:`,
    ...audits.map((line) => `  - ${line}`),
  ]),
);

console.log(`\n${table}\n`);
if (missText.length > 0) console.log(`Goals missed (${goals}):\n${missText.join('\n')}\n`);

const machine = `${describeMachine()}, load average ${loadAtStart.toFixed(1)} at the start`;
const noStore = [...misses.values()].some((pageMisses) =>
  pageMisses.some(({ audits }) => audits.some((line) => line.startsWith('`bf-cache`'))),
);
await mkdir('docs', { recursive: true });
await writeFile(
  'docs/lighthouse.md',
  `# Lighthouse

Written by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.

The exported site (\`${SHOWN_OUT}\`), served gzipped on a loopback port with caching off, measured with ${profile}, in headless Chromium ${chromiumVersion}. Beside it, in the same run, each page's **floor**: the same address in a bare Next.js + next-intl export of the same catalogue (\`scripts/bench/floor-app.ts\`: the same framework scripts, no style sheet, no picture, no component of its own), measured in turn with the site, run by run; a type's list, which the floor does not have, beside the floor's whole list. Each page was measured ${RUNS} times; the figures are those of Lighthouse's median run (the run nearest the median First Contentful Paint and Time to Interactive). The CPU benchmark is Lighthouse's measure of this machine's speed during the median run: the simulation starts from the CPU time the page really took, so a busy machine (a lower benchmark) lengthens the timings, TBT most. A run's first paint is **held** when it came half a second or more after the page's load event: headless Chromium can keep a new page's first frame back for up to a second or two ([Lighthouse issue 17148](https://github.com/GoogleChrome/lighthouse/issues/17148); with Chromium's paint holding switched off, \`--disable-features=PaintHolding\`, the site's pages painted at 0.35–0.6 s in every trial run instead of 1.2–2.3 s), and the simulation then counts every script that ran meanwhile into FCP and LCP. The floor's small English pages are mostly ready to paint before the hold begins; its Chinese pages are held too. Goals: ${goals}; a miss is in **bold**.

${table}
${
  missText.length > 0
    ? `\nMissed goals, with the audits that did not pass (those of weight 0 count for nothing in the score but point at causes)${noStore ? '. `bf-cache` fails because the measuring server sends `no-store`' : ''}:\n\n${missText.join('\n')}\n`
    : ''
}`,
);
console.log(`Wrote docs/lighthouse.md; the median runs' reports are in ${path.relative('.', REPORTS)}/`);
process.exit(misses.size > 0 ? 1 : 0);
