/*
 * `npm run bench -- 100 1000 3000`: for each catalogue size N, generates a synthetic catalogue of
 * N products, builds this site cold (no .next/ nor node_modules/.cache/, as in a fresh clone) and then
 * again with the caches a second build keeps, then does the same for the framework's floor (a bare
 * Next.js + next-intl export of the same catalogue), one after the other on this machine; then
 * times the editors' preview (`next dev`) on the same catalogue. Prints and writes
 * docs/benchmarks.md. A script, not a test: it prints figures.
 * `npm run bench -- --catalogue 1000` only writes a catalogue of that size, into .bench/, for
 * trying the preview by hand (`CONTENT_DIR=.bench/content-1000 npm run dev`).
 * `npm run bench -- --search 14 3000` builds each catalogue once (keeping the caches) and measures
 * only the search and the product pages' weight, for comparing a change of the search; it prints
 * the figures and writes nothing.
 * `npm run bench -- --line-sheet 1000` builds each catalogue once and prints the whole line sheet
 * in each language; it prints the figures and writes nothing. What the line sheets add to a build
 * is in the full run's time per page, beside the floor's.
 * `npm run bench -- --spreadsheets 1000` exports each catalogue to a workbook and imports it back
 * as the editors do, builds it, and times the buyer's order form of 60 pieces on the phone
 * profile; it prints the figures and writes nothing.
 * `npm run bench -- --styles` weighs the stylesheets each kind of page in out/ (or OUT_DIR) links
 * (run `npm run build` first); it prints the figures and writes nothing.
 * `npm run bench -- --publish 1000` builds each catalogue (keeping the caches) and publishes it
 * three times to a local S3 server, as `npm run deploy` does: to an empty bucket, with nothing
 * changed, and after one product's description was edited and the site built again; it writes
 * docs/publish-benchmark.md (scripts/bench/publish.ts), which docs/benchmarks.md links to.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportedFile, localePath, productPath } from '@/app/_addresses/site-addresses';
import { readEnv } from '@/app/_config/env';
import { locales } from '@/app/_config/locales';
import { contentRoot } from '@/app/_content';
import { loadContent } from '@/app/_content/tools';
import { writeSyntheticCatalogue } from './bench/catalogue';
import { writeFloorApp } from './bench/floor-app';
import { measureLineSheet, type LineSheetFigures } from './bench/line-sheet';
import { buildSite, describeMachine, measure, weigh, type Run, type Weights } from './bench/measure';
import { measurePreview, type PreviewRun } from './bench/preview';
import { measurePublishing, type PublishFigures } from './bench/publish';
import { PUBLISH_REPORT, writePublishReport } from './bench/publish-report';
import { measureSearch, type SearchFigures } from './bench/search';
import { measureCatalogueSheets, measureOrderForms, ORDER_FORM_PRODUCTS, type SpreadsheetFigures } from './bench/spreadsheets';
import { weighStylesheets, type StylesheetWeight } from './bench/stylesheets';

const fixed = (value: number, digits = 1) => value.toFixed(digits);
if (process.argv[2] === '--styles') {
  const outDir = readEnv('OUT_DIR');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error(`No exported site in ${path.relative('.', outDir)}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { products } = await loadContent(contentRoot());
  console.log(stylesheetTable(await weighStylesheets(outDir, products[0]?.sku)));
  process.exit(0);
}

const onlyCatalogue = process.argv[2] === '--catalogue';
const onlySearch = process.argv[2] === '--search';
const onlyLineSheet = process.argv[2] === '--line-sheet';
const onlyPublish = process.argv[2] === '--publish';
const onlySpreadsheets = process.argv[2] === '--spreadsheets';
const sizes = process.argv.slice(onlyCatalogue || onlySearch || onlyLineSheet || onlyPublish || onlySpreadsheets ? 3 : 2).map(Number);
if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(
    'Usage: npm run bench -- [--catalogue | --search | --line-sheet | --spreadsheets | --publish] <products> [<products> …]   e.g. npm run bench -- 100 1000 3000; npm run bench -- --styles',
  );
  process.exit(1);
}

const WORK = path.resolve('.bench');
const catalogueDir = (products: number) => path.join(WORK, `content-${products}`);
/** Where this site is built from the catalogue of that size. */
const siteOutDir = (products: number) => path.join(WORK, `out-${products}`);
if (onlyCatalogue) {
  for (const products of sizes) {
    await writeSyntheticCatalogue(catalogueDir(products), products);
    console.log(`Wrote ${products} products to ${path.relative('.', catalogueDir(products))}/`);
  }
  process.exit(0);
}
const perPage = (run: Run & Weights) => (run.seconds * 1000) / run.pages;
if (onlySearch) {
  const rows: { products: number; search: SearchFigures }[] = [];
  const pages: string[] = [];
  for (const products of sizes) {
    const contentDir = catalogueDir(products);
    const catalogue = await writeSyntheticCatalogue(contentDir, products);
    const siteOut = siteOutDir(products);
    console.log(`${products} products: this site…`);
    await buildSite(contentDir, siteOut);
    for (const locale of locales) {
      const { productHtml } = await weigh(siteOut, exportedFile(localePath(locale, productPath(catalogue[0]!.sku))));
      pages.push(`| ${products} | ${locale} | ${fixed(productHtml, 2)} |`);
    }
    console.log(`${products} products: the search…`);
    rows.push({ products, search: await measureSearch(siteOut, { runs: 3 }) });
  }
  console.log(`${searchTable(rows)}\n\n| products | product page | HTML gz KB |\n|---:|---|---:|\n${pages.join('\n')}`);
  await rm(WORK, { recursive: true, force: true });
  process.exit(0);
}
if (onlyLineSheet) {
  const rows: { products: number; lineSheet: LineSheetFigures[] }[] = [];
  for (const products of sizes) {
    const contentDir = catalogueDir(products);
    await writeSyntheticCatalogue(contentDir, products);
    const siteOut = siteOutDir(products);
    console.log(`${products} products: this site…`);
    await buildSite(contentDir, siteOut);
    console.log(`${products} products: printing the line sheet…`);
    rows.push({ products, lineSheet: await measureLineSheet(siteOut) });
  }
  console.log(lineSheetTable(rows));
  await rm(WORK, { recursive: true, force: true });
  process.exit(0);
}
if (onlySpreadsheets) {
  const rows: { products: number; spreadsheets: SpreadsheetFigures }[] = [];
  for (const products of sizes) {
    const contentDir = catalogueDir(products);
    const catalogue = await writeSyntheticCatalogue(contentDir, products);
    console.log(`${products} products: the catalogue out to a workbook and back…`);
    const sheets = await measureCatalogueSheets(contentDir);
    const siteOut = siteOutDir(products);
    console.log(`${products} products: this site…`);
    await buildSite(contentDir, siteOut);
    console.log(`${products} products: the order form…`);
    const orderForms = await measureOrderForms(
      siteOut,
      catalogue.map(({ sku }) => sku),
    );
    rows.push({ products, spreadsheets: { ...sheets, orderForms } });
  }
  console.log(spreadsheetTables(rows));
  await rm(WORK, { recursive: true, force: true });
  process.exit(0);
}
if (onlyPublish) {
  const rows: PublishFigures[] = [];
  for (const products of sizes) {
    // A folder of its own, which it removes: the catalogue is edited, and other modes may be using theirs.
    const workDir = path.join(WORK, `publish-${products}`);
    rows.push(await measurePublishing(workDir, products, (step) => console.log(`${products} products: ${step}…`)));
    await rm(workDir, { recursive: true, force: true });
  }
  await writePublishReport(sizes, rows);
  console.log(`\nWrote ${PUBLISH_REPORT}`);
  process.exit(0);
}
const bin = (name: string) => path.resolve('node_modules/.bin', name);
/**
 * `second`: built again, keeping what a build leaves for the next one: the bundler's cache in
 * .next/cache and, for this site, the pictures' variants.
 */
type Result = {
  products: number;
  site: Run & Weights;
  siteSecond: Run & Weights;
  floor: Run & Weights;
  floorSecond: Run & Weights;
  preview: PreviewRun;
  search: SearchFigures;
  lineSheet: LineSheetFigures[];
  spreadsheets: SpreadsheetFigures;
};
const results: Result[] = [];

/** Runs a build cold, then again keeping what it left, and weighs the export after each. */
async function buildTwice(
  label: string,
  outDir: string,
  productPage: string,
  build: () => Promise<Run>,
): Promise<[Run & Weights, Run & Weights]> {
  console.log(`${label}…`);
  const cold = { ...(await build()), ...(await weigh(outDir, productPage)) };
  console.log(`${label}, second build…`);
  const second = { ...(await build()), ...(await weigh(outDir, productPage)) };
  return [cold, second];
}

for (const products of sizes) {
  const contentDir = catalogueDir(products);
  const catalogue = await writeSyntheticCatalogue(contentDir, products);
  const productPage = exportedFile(localePath('en-US', productPath(catalogue[0]!.sku)));

  // Cold: without the bundler's cache, nor ours (the pictures' variants, the pictures decoded, the search index).
  await Promise.all(['.next', 'node_modules/.cache'].map((cache) => rm(cache, { recursive: true, force: true })));
  const siteOut = siteOutDir(products);
  console.log();
  const [site, siteSecond] = await buildTwice(`${products} products: this site`, siteOut, productPage, () =>
    buildSite(contentDir, siteOut),
  );

  console.log(`${products} products: the search…`);
  const search = await measureSearch(siteOut);
  console.log(`${products} products: printing the line sheet…`);
  const lineSheet = await measureLineSheet(siteOut);
  console.log(`${products} products: the spreadsheets…`);
  const spreadsheets = {
    ...(await measureCatalogueSheets(contentDir)),
    orderForms: await measureOrderForms(
      siteOut,
      catalogue.map(({ sku }) => sku),
    ),
  };

  const floorDir = path.join(WORK, 'floor');
  await writeFloorApp(floorDir, catalogue);
  const [floor, floorSecond] = await buildTwice(`${products} products: the floor`, path.join(floorDir, 'out'), productPage, () =>
    measure(bin('next'), ['build'], { cwd: floorDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }),
  );

  console.log(`${products} products: the preview…`);
  const preview = await measurePreview(contentDir, catalogue[0]!.sku);
  results.push({ products, site, siteSecond, floor, floorSecond, preview, search, lineSheet, spreadsheets });
  console.log(
    `${table(results)}\n\n${previewTable(results)}\n\n${searchTable(results)}\n\n${lineSheetTable(results)}\n\n${spreadsheetTables(results)}`,
  );
}

function table(rows: Result[]): string {
  const lines = [
    '| products | | pages | build s | ms / page | peak MB | out/ MB | list HTML gz KB | product HTML gz KB | product JS gz KB |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { products, site, siteSecond, floor, floorSecond } of rows) {
    for (const [name, run] of [
      ['this site', site],
      ['this site, second build', siteSecond],
      ['floor', floor],
      ['floor, second build', floorSecond],
    ] as const) {
      lines.push(
        `| ${products} | ${name} | ${run.pages} | ${fixed(run.seconds)} | ${fixed(perPage(run))} | ${fixed(run.peakMegabytes, 0)} | ${fixed(run.outMegabytes)} | ${fixed(run.listHtml)} | ${fixed(run.productHtml)} | ${fixed(run.productScripts)} |`,
      );
    }
    lines.push(
      `| ${products} | site ÷ floor | | | **${fixed(perPage(site) / perPage(floor), 2)}** | ${fixed(site.peakMegabytes / floor.peakMegabytes, 2)} | | | | |`,
    );
    lines.push(
      `| ${products} | second builds: site ÷ floor | | | ${fixed(perPage(siteSecond) / perPage(floorSecond), 2)} | ${fixed(siteSecond.peakMegabytes / floorSecond.peakMegabytes, 2)} | | | | |`,
    );
  }
  return lines.join('\n');
}

function previewTable(rows: Result[]): string {
  const lines = [
    '| products | first request s (compiles the page) | reload s (median of 3) | reload after saving a product s |',
    '|---:|---:|---:|---:|',
  ];
  for (const { products, preview } of rows) {
    lines.push(
      `| ${products} | ${fixed(preview.firstSeconds, 2)} | ${fixed(preview.reloadSeconds, 2)} | ${fixed(preview.afterEditSeconds, 2)} |`,
    );
  }
  return lines.join('\n');
}

function searchTable(rows: Pick<Result, 'products' | 'search'>[]): string {
  const lines = [
    '| products | index on disk MB | its language’s part MB | first query | results shown | search files fetched KB | first result s |',
    '|---:|---:|---:|---|---:|---:|---:|',
  ];
  for (const { products, search } of rows) {
    for (const query of search.queries) {
      lines.push(
        `| ${products} | ${fixed(search.indexMegabytes, 2)} | ${fixed(search.languageMegabytes[query.locale]!, 3)} | ${query.locale} “${query.query}” | ${query.results} | ${fixed(query.kilobytes)} | ${fixed(query.firstResultSeconds, 2)} |`,
      );
    }
  }
  return lines.join('\n');
}

function stylesheetTable(rows: StylesheetWeight[]): string {
  const lines = ['| page | stylesheets | KB | gzip KB | Brotli KB |', '|---|---:|---:|---:|---:|'];
  for (const row of rows) {
    lines.push(
      `| \`${row.page}\` | ${row.files} | ${fixed(row.kilobytes, 2)} | ${fixed(row.gzipKilobytes, 2)} | ${fixed(row.brotliKilobytes, 2)} |`,
    );
  }
  return lines.join('\n');
}

function lineSheetTable(rows: Pick<Result, 'products' | 'lineSheet'>[]): string {
  const lines = ['| products | locale | HTML gz KB | loaded s | printed s | PDF pages | PDF MB |', '|---:|---|---:|---:|---:|---:|---:|'];
  for (const { products, lineSheet } of rows) {
    for (const run of lineSheet) {
      lines.push(
        `| ${products} | ${run.locale} | ${fixed(run.htmlKilobytes)} | ${fixed(run.loadSeconds)} | ${fixed(run.printSeconds)} | ${run.pdfPages} | ${fixed(run.pdfMegabytes)} |`,
      );
    }
  }
  return lines.join('\n');
}

function spreadsheetTables(rows: Pick<Result, 'products' | 'spreadsheets'>[]): string {
  const catalogue = [
    '| products | export s | export peak MB | workbook MB | import s | import peak MB |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ products, spreadsheets: { export: exported, import: imported } }) =>
        `| ${products} | ${fixed(exported.seconds)} | ${fixed(exported.peakMegabytes, 0)} | ${fixed(exported.workbookMegabytes, 2)} | ${fixed(imported.seconds)} | ${fixed(imported.peakMegabytes, 0)} |`,
    ),
  ];
  const orderForms = [
    '| products | locale | pieces | to the download s | scripts loaded KB | the same, Brotli KB | workbook KB |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...rows.flatMap(({ products, spreadsheets }) =>
      spreadsheets.orderForms.map(
        (run) =>
          `| ${products} | ${run.locale} | ${run.products} | ${fixed(run.seconds, 2)} | ${fixed(run.scriptKilobytes)} | ${fixed(run.scriptBrotliKilobytes)} | ${fixed(run.workbookKilobytes)} |`,
      ),
    ),
  ];
  return `${catalogue.join('\n')}\n\n${orderForms.join('\n')}`;
}

const machine = describeMachine();
await mkdir('docs', { recursive: true });
await writeFile(
  'docs/benchmarks.md',
  `# Build and page-weight benchmark

Written by \`npm run bench -- ${sizes.join(' ')}\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.

Each catalogue is synthetic: the sample products of \`content/\` repeated, with their texts and
pictures. Both are built cold (no \`.next/\` and no \`node_modules/.cache/\`), one after the other,
then each once more as a **second build**, which keeps what a build leaves for the next: the
bundler's cache in \`.next/cache\` and, for this site, the pictures' variants, which pictures
decoded whole, and the search index.
**This site** is \`npm run build\`: the content check, then one \`next build --webpack\` with the
picture variants made beside it at low priority, then the legacy product addresses and each
page's Content-Security-Policy. The **floor** is a bare Next.js + next-intl static export of the
same catalogue (home, list and product pages in both locales, no client component of its own),
built with Next's default bundler, Turbopack.
Memory is the peak resident memory of the whole process tree. Weights are gzipped (level 9): the
English product list, and the first product's page with every script it loads.

${table(results)}

## The editors' preview

\`next dev\` on the same catalogue, asked for the first product's English page: the first request
compiles the page; each reload reads and checks the content afresh (keeping, from one request to
the next, what it made of the texts and pictures that did not change); the last reload follows a
save of that product's English text.

${previewTable(results)}

## The search

The site's export, served locally, on Lighthouse's phone profile (412 × 823, the CPU slowed
four times, 150 ms round trips at 1.6 Mbit/s): the search page is opened with an empty cache,
then the query is typed at once. The files fetched are the search's own (Pagefind's script,
its WebAssembly and the parts of the language's index the query needs), as sent; the first
result is timed from the query to its link on screen, pictures aside.

${searchTable(results)}

## The line sheet

The whole line sheet of each language (\`/en-US/line-sheet/\`), served locally: its page
gzipped, the time Chromium (headless shell) takes to load it at a desktop's width (the pictures
in view; the others load when scrolled to), and then to print it to PDF on A4 landscape as a
visitor's "Save as PDF" does, the other pictures' loading included.

${lineSheetTable(results)}

The synthetic catalogue repeats the pictures of the 14 sample products, which a PDF stores once
each: a catalogue of as many different pictures weighs some 95 KB more for each. Each picture is
the 1200-pixel JPEG, which Chromium puts into the PDF as it is; an 800-pixel AVIF goes in
decoded, about 400 KB a picture (the 14 pieces' sheet: 4.0 MB with AVIF, 1.1 MB with JPEG).

## The spreadsheets

The editors' workbook: \`npm run catalogue:export\` of the whole catalogue, then
\`npm run catalogue:import\` of the workbook just written, which checks every cell and compares it
with the content, and has nothing to write; each a command of its own, Node's start included.
The buyer's order form: ${ORDER_FORM_PRODUCTS} pieces saved as a visitor's selection, the selection page
opened afresh on the search's phone profile, then "Download order form (Excel)", timed from the
click to the browser's download, the loading of the workbook's writer included. The local server
sends files uncompressed; a CDN sends the build's Brotli copies, whose weight is beside.

${spreadsheetTables(results)}

## Publishing

What \`npm run deploy\` sends to a bucket, first and then for one edited description, is measured
apart, by \`npm run bench -- --publish 1000\`: [publish-benchmark.md](publish-benchmark.md).
`,
);
console.log('\nWrote docs/benchmarks.md');
await rm(WORK, { recursive: true, force: true });
