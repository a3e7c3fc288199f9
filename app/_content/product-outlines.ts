/*
 * The products as written, before any check: what `npm run images:sample` draws stand-in pictures
 * from. The loader would refuse a product whose pictures are not there yet, and those are the very
 * pictures to draw; so each product's lead file is read by the same reader, and only what the
 * drawing needs is taken from it, whatever else is wrong.
 */
import path from 'node:path';
import pMap from 'p-map';
import { z } from 'zod';
import { defaultLocale } from '@/app/_config/locales';
import { listContentFiles } from './files';
import { parseMarkdownFile } from './parse';
import { SourceReader } from './reader';
import { productTextFile } from './naming';

/** A product's sku, name in the default locale, size in cm and listed pictures, each only as far as it reads. */
export type ProductOutline = {
  sku: string;
  name: string;
  size: { width?: number; height?: number };
  images: string[];
};

/** Each product folder under `root`, in name order, with its path and, when its lead file reads, its outline. */
export async function readProductOutlines(root: string): Promise<{ folder: string; dir: string; outline?: ProductOutline }[]> {
  // Nothing is reported: the content check does that.
  const reader = new SourceReader(root, await listContentFiles(root), []);
  return pMap(
    reader.folders('products'),
    async (folder) => {
      const lead = `products/${folder}/${productTextFile(defaultLocale)}`;
      const source = await reader.source(lead, parseMarkdownFile);
      const outline = source && outlineOf(folder).safeParse(source.data).data;
      return { folder, dir: path.join(root, 'products', folder), outline };
    },
    { concurrency: 16 },
  );
}

/** Each field as far as it reads; a field that does not is left out (or its folder's name stands for the sku). */
const outlineOf = (folder: string) =>
  z.object({
    sku: z.string().catch(folder),
    name: z.string().catch(''),
    size: z.object({ width: z.number().optional().catch(undefined), height: z.number().optional().catch(undefined) }).catch({}),
    images: z
      .array(z.unknown())
      .catch([])
      .transform((items) => items.filter((item) => typeof item === 'string')),
  });
