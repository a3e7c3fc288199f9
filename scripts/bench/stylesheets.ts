import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import {
  aboutPath,
  contactPath,
  exportedFile,
  homePath,
  lineSheetPath,
  localePath,
  notFoundFile,
  productListPath,
  productPath,
  searchPath,
  selectionPath,
} from '@/app/_addresses/site-addresses';
import { frameworkFile, gzippedKilobytes } from './measure';

/** What one kind of page makes a browser download to style it. */
export type StylesheetWeight = { page: string; files: number; kilobytes: number; gzipKilobytes: number; brotliKilobytes: number };

/**
 * Weighs the stylesheets each kind of page in `outDir` links, as a browser downloads them: each
 * file compressed on its own (gzip level 9, Brotli), the sizes summed. The pages are the English
 * ones: the Chinese pages link the same files. `sku` names the product page to weigh, if the
 * catalogue has one.
 */
export async function weighStylesheets(outDir: string, sku: string | undefined): Promise<StylesheetWeight[]> {
  const pages = [
    homePath,
    productListPath({}),
    ...(sku ? [productPath(sku)] : []),
    searchPath,
    contactPath,
    aboutPath,
    selectionPath,
    lineSheetPath(),
  ]
    .map((page) => ({ page: localePath('en-US', page), file: exportedFile(localePath('en-US', page)) }))
    .concat({ page: notFoundFile, file: notFoundFile.slice(1) });
  return Promise.all(
    pages.map(async ({ page, file }) => {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const hrefs = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!));
      const sheets = await Promise.all([...hrefs].map((href) => readFile(path.join(outDir, frameworkFile(href)))));
      const sum = (kilobytes: (sheet: Buffer) => number) => sheets.reduce((total, sheet) => total + kilobytes(sheet), 0);
      return {
        page,
        files: sheets.length,
        kilobytes: sum((sheet) => sheet.length / 1024),
        gzipKilobytes: sum(gzippedKilobytes),
        brotliKilobytes: sum((sheet) => brotliCompressSync(sheet).length / 1024),
      };
    }),
  );
}
