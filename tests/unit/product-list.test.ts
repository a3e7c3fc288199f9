import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageWindow, productListPath } from '@/app/_components/product/product-list-paths';
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
  let workFolder: string;
  let catalogue: typeof import('@/app/_content');

  beforeAll(async () => {
    workFolder = await mkdtemp(path.join(tmpdir(), 'product-list-'));
    const root = await writePaginatedContent(workFolder, 3);
    // A type the house has announced but not yet stocked.
    await appendFile(path.join(root, 'product-types.yaml'), '- id: cravat\n  name:\n    en-US: Cravat\n    zh-CN: 领巾\n');
    vi.stubEnv('CONTENT_DIR', root);
    catalogue = await import('@/app/_content');
  });
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('split every product over pages of productsPerPage, each product on exactly one page', async () => {
    const products = await catalogue.listProducts();
    const pageCount = Math.ceil(products.length / 3);
    const pages = await Promise.all(Array.from({ length: pageCount }, (_, index) => catalogue.getProductListPage(undefined, index + 1)));
    expect(pages.map((page) => page!.products.length)).toEqual([...Array(pageCount - 1).fill(3), products.length - 3 * (pageCount - 1)]);
    expect(pages.flatMap((page) => page!.products.map((product) => product.sku))).toEqual(products.map((product) => product.sku));
    expect(pages.every((page) => page!.pageCount === pageCount)).toBe(true);
  });

  it('give each type pages of its own, and an empty first page to a type with no products yet', async () => {
    const stoles = await catalogue.getProductListPage('stole', 1);
    expect(stoles!.products.map((product) => product.type)).toEqual(['stole', 'stole']);
    expect(await catalogue.getProductListPage('cravat', 1)).toEqual({ type: 'cravat', page: 1, pageCount: 1, products: [] });
  });

  it('have no page beyond the last, before the first, or for an unknown type', async () => {
    const { pageCount } = (await catalogue.getProductListPage(undefined, 1))!;
    expect(await catalogue.getProductListPage(undefined, pageCount + 1)).toBeUndefined();
    expect(await catalogue.getProductListPage(undefined, 0)).toBeUndefined();
    expect(await catalogue.getProductListPage(undefined, 1.5)).toBeUndefined();
    expect(await catalogue.getProductListPage('scarf', 1)).toBeUndefined();
  });

  it('are listed for export: the full list first, then each type in the filter’s order', async () => {
    const pages = await catalogue.listProductListPages();
    const types = await catalogue.listProductTypes();
    const { pageCount } = (await catalogue.getProductListPage(undefined, 1))!;
    expect(pages.slice(0, pageCount)).toEqual(Array.from({ length: pageCount }, (_, index) => ({ type: undefined, page: index + 1 })));
    expect(pages.slice(pageCount).map((page) => page.type)).toEqual(types.map((type) => type.id));
  });
});
