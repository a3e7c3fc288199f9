import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localePath, selectionPath } from '@/app/_addresses/site-addresses';
import { locales } from '@/app/_config/locales';
import { SELECTION_STORAGE_KEY } from '@/app/_config/selection';
import { launchChromium } from '../lib/chromium';
import { scriptCommand } from '../lib/content/script-command';
import { serveStatic } from '../lib/serving/static-server';
import { frameworkFile, measure, PHONE_CONTEXT, throttleLikePhone, type Run } from './measure';

/** What the spreadsheets cost: the editors' export and import of the whole catalogue, and a buyer's order form. */
export type SpreadsheetFigures = {
  export: Run & { workbookMegabytes: number };
  /** The workbook just exported, read back: every cell checked and compared, nothing to write. */
  import: Run;
  orderForms: OrderFormFigures[];
};

export type OrderFormFigures = {
  locale: string;
  products: number;
  /** From the click to the browser's download, the writer's loading included. */
  seconds: number;
  /** The scripts the click loaded (the writer and the form's code), as the local server sends them: uncompressed. */
  scriptKilobytes: number;
  /** The same, as a CDN sends them: the build's Brotli copies. */
  scriptBrotliKilobytes: number;
  workbookKilobytes: number;
};

/** A buyer's selection of a season: as many pieces as a boutique orders at once. */
export const ORDER_FORM_PRODUCTS = 60;

/** Exports the catalogue in `contentDir` with `npm run catalogue:export`, then imports it back with `catalogue:import`. */
export async function measureCatalogueSheets(contentDir: string): Promise<Omit<SpreadsheetFigures, 'orderForms'>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-sheets-'));
  const workbook = path.join(folder, 'catalogue.xlsx');
  const env = { ...process.env, CONTENT_DIR: contentDir };
  try {
    const exported = await measure(...scriptCommand('scripts/catalogue-export.ts', workbook), { env });
    const workbookMegabytes = (await stat(workbook)).size / 1024 / 1024;
    const imported = await measure(...scriptCommand('scripts/catalogue-import.ts', workbook), { env });
    return { export: { ...exported, workbookMegabytes }, import: imported };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Serves `outDir` and, in each language, saves `skus` (the first ORDER_FORM_PIECES) as a visitor's
 * selection, opens the selection page afresh on the phone profile, and times "Download order form"
 * from the click to the download.
 */
export async function measureOrderForms(outDir: string, skus: readonly string[]): Promise<OrderFormFigures[]> {
  const products = skus.slice(0, ORDER_FORM_PRODUCTS).map((sku) => ({ sku, quantity: 12, note: '' }));
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  const figures: OrderFormFigures[] = [];
  try {
    for (const locale of locales) {
      const messages = JSON.parse(await readFile(path.join('messages', `${locale}.json`), 'utf8')) as { Selection: { orderForm: string } };
      const context = await browser.newContext({ ...PHONE_CONTEXT, acceptDownloads: true });
      await context.addInitScript(([key, saved]) => window.localStorage.setItem(key, saved), [
        SELECTION_STORAGE_KEY,
        JSON.stringify({ version: 1, pieces: products }),
      ] as const);
      const page = await context.newPage();
      await throttleLikePhone(context, page);
      await page.goto(`${server.origin}${localePath(locale, selectionPath)}`, { waitUntil: 'networkidle', timeout: 300_000 });
      const button = page.getByRole('button', { name: messages.Selection.orderForm, exact: true });
      await button.waitFor();
      const scripts: { url: string; size: Promise<number> }[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          scripts.push({ url: request.url(), size: request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize) });
      });
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
      const file = await download.path();
      const seconds = (performance.now() - started) / 1000;
      figures.push({
        locale,
        products: products.length,
        seconds,
        scriptKilobytes: (await Promise.all(scripts.map(({ size }) => size))).reduce((sum, size) => sum + size, 0) / 1024,
        scriptBrotliKilobytes:
          (await Promise.all(scripts.map(async ({ url }) => (await stat(`${path.join(outDir, frameworkFile(url))}.br`)).size))).reduce(
            (sum, size) => sum + size,
            0,
          ) / 1024,
        workbookKilobytes: (await stat(file)).size / 1024,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}
