import { describe, expect, it } from 'vitest';
import {
  exportedFile,
  localePath,
  productListPath,
  productPath,
  productSkuOf,
  searchPath,
  searchScriptPath,
  siteAddresses,
  underBasePath,
} from '@/app/_addresses/site-addresses';

describe('the addresses of the site', () => {
  it('put the locale before a page path, and the base path before that', () => {
    expect(localePath('zh-CN', productPath('rj-001'))).toBe('/zh-CN/product/rj-001/');
    // And back: the sku of a product page's address, wherever the site is; a list's is none.
    expect(productSkuOf(`https://example.com/shops/silk${localePath('zh-CN', productPath('rj-001'))}`)).toBe('rj-001');
    expect([productListPath({ type: 'stole' }), productListPath({ page: 2 }), productListPath({})].map(productSkuOf)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(siteAddresses('').href('en-US', '/')).toBe('/en-US/');
    expect(siteAddresses('/silk').href('zh-CN', productListPath({ type: 'stole', page: 2 }))).toBe(
      '/silk/zh-CN/product/type/stole/page/2/',
    );
    expect(siteAddresses('/shops/silk').siteHref(productPath('rj-001'))).toBe('/shops/silk/product/rj-001/');
  });

  it('name the pictures, the search script and the locales’ roots under the base path', () => {
    const { productImageSrc, searchResultImageSrc, siteHref, scriptAddresses } = siteAddresses('/silk');
    const image = { hash: 'abc', width: 1000 };
    expect(productImageSrc(image)).toBe('/silk/product-images/abc-800.jpg');
    expect(searchResultImageSrc(image)).toBe('/silk/product-images/abc-400.webp');
    expect(siteHref(searchScriptPath)).toBe('/silk/pagefind/pagefind.js');
    expect(underBasePath('/silk', searchScriptPath)).toBe('/silk/pagefind/pagefind.js');
    expect(scriptAddresses).toEqual({ basePath: '/silk', localeRoots: { 'en-US': '/silk/en-US', 'zh-CN': '/silk/zh-CN' } });
  });

  it('find the exported file of an address', () => {
    expect(exportedFile(localePath('en-US', searchPath))).toBe('en-US/search/index.html');
    expect(exportedFile(productPath('rj-001'))).toBe('product/rj-001/index.html');
  });
});
