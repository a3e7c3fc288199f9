import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEW_ARRIVALS_SHOWN, SELECTED_PIECES_SHOWN } from '@/app/_config/home';
import { isNewArrival } from '@/app/_config/house-time';
import { copyContent } from '@/tests/fixtures/longer-content';

/*
 * What is new, decided on a fixture catalogue with fixed dates and a fixed "now" (BUILD_TIME), not
 * on the live catalogue, whose marks change with the day the tests run.
 */
const NOW = '2026-03-18T09:00:00+08:00';
/** The day each fixture product was added: 25, 27, 0, 26 and 107 days before NOW, in China. */
const ADDED = { 'fx-001': '2026-02-21', 'fx-002': '2026-02-19', 'fx-003': '2026-03-18', 'fx-004': '2026-02-20', 'fx-005': '2025-12-01' };

/** Gives the fixture products of `root` the days of ADDED. */
async function dateProducts(root: string) {
  for (const [sku, added] of Object.entries(ADDED)) {
    const file = path.join(root, 'products', sku, 'index.en-US.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^added: .*$/m, `added: ${added}`));
  }
}

/**
 * Before the tests of a `describe`, a copy of the fixture catalogue with the days of ADDED (and
 * `siteYaml` added to its site.yaml), read as of NOW; removed after them. Returns the content
 * module that reads it.
 */
function useDatedCatalogue(siteYaml = ''): () => typeof import('@/app/_content') {
  let workFolder: string;
  let catalogue: typeof import('@/app/_content');
  beforeAll(async () => {
    vi.resetModules();
    workFolder = await mkdtemp(path.join(tmpdir(), 'new-arrivals-'));
    const root = await copyContent(path.join(workFolder, 'content'));
    await dateProducts(root);
    const siteFile = path.join(root, 'site.yaml');
    await writeFile(siteFile, `${await readFile(siteFile, 'utf8')}${siteYaml}`);
    vi.stubEnv('CONTENT_DIR', root);
    vi.stubEnv('BUILD_TIME', NOW);
    catalogue = await import('@/app/_content');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(workFolder, { recursive: true, force: true });
  });
  return () => catalogue;
}

describe('new arrivals', () => {
  const catalogue = useDatedCatalogue();
  const skus = (products: readonly { sku: string }[] | undefined) => products?.map((product) => product.sku);

  it('lists every product newest first, in every list and on every page, whatever their folders’ order', async () => {
    expect(skus(await catalogue().listProducts())).toEqual(['fx-003', 'fx-001', 'fx-004', 'fx-002', 'fx-005']);
    // fx-001 to fx-003 are stoles, fx-004 and fx-005 pocket squares.
    expect(skus((await catalogue().getProductListPage('stole', 1))?.products)).toEqual(['fx-003', 'fx-001', 'fx-002']);
    expect(skus((await catalogue().getProductListPage('pocket-square', 1))?.products)).toEqual(['fx-004', 'fx-005']);
  });

  it('shows on the home page the newest under "New arrivals" and, while the editors have chosen none, the next newest under "Selected pieces"', async () => {
    const newestFirst = skus(await catalogue().listProducts())!;
    const { newArrivals, selected } = await catalogue().getHomeProducts();
    expect(skus(newArrivals)).toEqual(newestFirst.slice(0, NEW_ARRIVALS_SHOWN));
    expect(skus(selected)).toEqual(newestFirst.slice(NEW_ARRIVALS_SHOWN, NEW_ARRIVALS_SHOWN + SELECTED_PIECES_SHOWN));
  });

  it('marks a product new for 26 days from the day it was added, while its words count days: at 25 days, not at 26 or 27', async () => {
    const marked = Object.fromEntries(
      await Promise.all(
        (await catalogue().listProducts()).map(async (product) => [product.sku, await catalogue().isNew(product)] as const),
      ),
    );
    expect(marked).toEqual({ 'fx-003': true, 'fx-001': true, 'fx-004': false, 'fx-002': false, 'fx-005': false });
  });

  it('counts days in China: a product added yesterday there is a day old, whatever the build machine’s zone', () => {
    // 23:30 in London on 17 March is 07:30 on 18 March in Chengdu.
    const now = new Date('2026-03-17T23:30:00Z');
    expect(isNewArrival('2026-02-21', now)).toBe(true);
    expect(isNewArrival('2026-02-20', now)).toBe(false);
    expect(isNewArrival('2026-02-20', new Date('2026-03-17T15:59:00Z'))).toBe(true);
  });
});

describe("the editors' selection", () => {
  const catalogue = useDatedCatalogue('selectedPieces:\n  - fx-005\n  - fx-004\n');

  it('shows the pieces the editors chose, in their order, each once: one that is a new arrival only there', async () => {
    const { newArrivals, selected } = await catalogue().getHomeProducts();
    expect(newArrivals.map((product) => product.sku)).toEqual(['fx-003', 'fx-001', 'fx-004', 'fx-002']);
    expect(selected.map((product) => product.sku)).toEqual(['fx-005']);
  });
});
