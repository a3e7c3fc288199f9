import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productListPath } from '@/app/_addresses/site-addresses';
import { pageWindow } from '@/app/_lib/product/page-window';
import type { ProductListPage } from '@/app/_content';
import { LONGER_CONTENT } from '@/tests/fixtures/longer-content';
import { writePaginatedContent } from '@/tests/fixtures/paginated-content';

describe('the pagination bar', () => {
  it('offers every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the current page with its neighbours of a long list', () => {
    expect(pageWindow(1, 63)).toEqual([1, 2, null, 63]);
    expect(pageWindow(30, 63)).toEqual([1, null, 29, 30, 31, null, 63]);
    expect(pageWindow(63, 63)).toEqual([1, null, 62, 63]);
  });

  it('shows a single skipped page rather than a gap', () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, null, 9]);
  });
});

describe('addresses of the product list', () => {
  it('keep page 1 at the list’s own address', () => {
    expect(productListPath({})).toBe('/product/');
    expect(productListPath({ page: 1 })).toBe('/product/');
    expect(productListPath({ page: 3 })).toBe('/product/page/3/');
    expect(productListPath({ type: 'stole' })).toBe('/product/type/stole/');
    expect(productListPath({ type: 'stole', page: 2 })).toBe('/product/type/stole/page/2/');
  });
});

describe('pages of the product list', () => {
  // Five products, two a page: fx-001 to fx-003 are stoles, fx-004 and fx-005 pocket squares.
  const PER_PAGE = 2;
  let workFolder: string;
  let catalogue: typeof import('@/app/_content');
  const skusOf = (page: ProductListPage | undefined) => page?.products.map((product) => product.sku);

  beforeAll(async () => {
    workFolder = await mkdtemp(path.join(tmpdir(), 'product-list-'));
    const root = await writePaginatedContent(path.join(workFolder, 'content'), PER_PAGE, LONGER_CONTENT);
    // A type the house has announced but not yet stocked.
    await appendFile(path.join(root, 'product-types.yaml'), '- id: cravat\n  name:\n    en-US: Cravat\n    zh-CN: 领巾\n');
    vi.stubEnv('CONTENT_DIR', root);
    catalogue = await import('@/app/_content');
  });
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('split every product over pages of productsPerPage, each product on exactly one page', async () => {
    const products = await catalogue.listProducts();
    expect(products.map((product) => product.sku)).toEqual(['fx-001', 'fx-002', 'fx-003', 'fx-004', 'fx-005']);
    const pages = await Promise.all([1, 2, 3].map((page) => catalogue.getProductListPage(undefined, page)));
    expect(pages.map(skusOf)).toEqual([['fx-001', 'fx-002'], ['fx-003', 'fx-004'], ['fx-005']]);
    expect(pages.map((page) => page?.pageCount)).toEqual([3, 3, 3]);
  });

  it('give each type pages of its own, and an empty first page to a type with no products yet', async () => {
    const stoles = await Promise.all([1, 2].map((page) => catalogue.getProductListPage('stole', page)));
    expect(stoles.map(skusOf)).toEqual([['fx-001', 'fx-002'], ['fx-003']]);
    expect(stoles.map((page) => page?.pageCount)).toEqual([2, 2]);
    expect(await catalogue.getProductListPage('pocket-square', 1)).toMatchObject({ type: 'pocket-square', page: 1, pageCount: 1 });
    expect(skusOf(await catalogue.getProductListPage('pocket-square', 1))).toEqual(['fx-004', 'fx-005']);
    expect(await catalogue.getProductListPage('cravat', 1)).toEqual({ type: 'cravat', page: 1, pageCount: 1, products: [] });
  });

  it('have no page beyond the last, before the first, or for an unknown type', async () => {
    expect(await catalogue.getProductListPage(undefined, 4)).toBeUndefined();
    expect(await catalogue.getProductListPage('stole', 3)).toBeUndefined();
    expect(await catalogue.getProductListPage('pocket-square', 2)).toBeUndefined();
    expect(await catalogue.getProductListPage('cravat', 2)).toBeUndefined();
    expect(await catalogue.getProductListPage(undefined, 0)).toBeUndefined();
    expect(await catalogue.getProductListPage(undefined, 1.5)).toBeUndefined();
    expect(await catalogue.getProductListPage('scarf', 1)).toBeUndefined();
  });

  it('are listed for export: the full list first, then each type in the filter’s order', async () => {
    expect(await catalogue.listProductListPages()).toEqual([
      { type: undefined, page: 1 },
      { type: undefined, page: 2 },
      { type: undefined, page: 3 },
      { type: 'stole', page: 1 },
      { type: 'stole', page: 2 },
      { type: 'pocket-square', page: 1 },
      { type: 'cravat', page: 1 },
    ]);
  });
});
