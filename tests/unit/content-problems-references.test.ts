import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productFactsSchema } from '@/app/_content/tools';
import { problemsWhenBroken } from './broken-content';

/*
 * The content check's report on what one file names of another: variants, care texts, unique skus
 * and the home page's selection. Each test lays a fixture of tests/fixtures/content-problems/ over
 * the valid one (./broken-content.ts).
 */

describe('content problems, one fixture per kind', () => {
  it('checks every reference: variants, care texts and unique skus, naming lookalike characters; variants list each other', async () => {
    expect(await problemsWhenBroken('one-way-variant')).toMatchInlineSnapshot(`
      "content/products/fx-002/index.en-US.md:13:11  variants  fx-001 lists this product as another colour or style: list fx-001 here too, write variants: (without []) and below it "  - fx-001"
      1 problem in 1 file"
    `);
    expect(await problemsWhenBroken('references')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:14:5  variants.0  "fx-001" is this product itself: list only the other colours or styles
      content/products/fx-001/index.en-US.md:15:5  variants.1  "fx-404" is not a product (a folder in content/products/): use one of fx-001, fx-002
      content/products/fx-001/index.en-US.md:17:5  variants.3  "fx-002" is listed twice: remove one
      content/products/fx-001/index.en-US.md:18:5  variants.4  "fx–002" is not a product (a folder in content/products/): its “–” (U+2013) only looks like an English letter, digit or sign: retype it in English mode
      content/products/fx-001/index.en-US.md:19:7  care  "gentel" is not a care text (a folder in content/care/): did you mean gentle?
      content/products/fx-002/index.en-US.md:3:6  sku  "fx-001" is already the sku of content/products/fx-001/: skus are unique, write fx-002 (this folder's name)
      6 problems in 2 files"
    `);
  });

  it("accepts on the home page's selection only products that exist, each once, and no more than it shows", async () => {
    expect(await problemsWhenBroken('selected-pieces')).toMatchInlineSnapshot(`
      "content/site.yaml:12:5  selectedPieces.1  "fx-404" is not a product (a folder in content/products/): use one of fx-001, fx-002
      content/site.yaml:14:5  selectedPieces.3  "fx-002" is listed twice: remove one
      2 problems in 1 file"
    `);
    // Nine products, all chosen: the ninth is one too many.
    const sevenMore = async (root: string) => {
      for (let number = 3; number <= 9; number++) {
        const sku = `fx-00${number}`;
        const folder = path.join(root, 'products', sku);
        await cp(path.join(root, 'products/fx-001'), folder, { recursive: true });
        for (const file of ['index.en-US.md', 'index.zh-CN.md']) {
          const text = (await readFile(path.join(folder, file), 'utf8')).replaceAll('fx-001', sku);
          await writeFile(path.join(folder, file), text.replace(/^variants:\n(  - .*\n)+/m, ''));
        }
      }
    };
    expect(await problemsWhenBroken('selected-pieces-too-many', sevenMore)).toMatchInlineSnapshot(`
      "content/site.yaml:19:5  selectedPieces.8  "fx-009" is one more than the 8 pieces the home page shows: remove it, or another above it
      1 problem in 1 file"
    `);
  });

  it('names a wrong variant without listing every sku of a large catalogue', () => {
    const skus = new Set(Array.from({ length: 25 }, (_, index) => `fx-${String(index + 1).padStart(3, '0')}`));
    const schema = productFactsSchema({
      folder: 'fx-001',
      images: new Map(),
      fileNames: [],
      skus,
      careIds: new Set(['gentle']),
      today: '2026-03-18',
    });
    const { error } = schema.safeParse({ variants: ['fx-404'] });
    expect(error?.issues.find((issue) => issue.path.join('.') === 'variants.0')?.message).toBe(
      'is not a product (a folder in content/products/)',
    );
  });
});
