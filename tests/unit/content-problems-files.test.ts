import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsWhenBroken } from './broken-content';

/*
 * The content check's report on where files are and what they are named: a product put where it
 * would not be read, a file under another name or in the earlier layout, a folder not named as a
 * sku, a text missing or untranslated, no product at all. Each test lays a fixture of
 * tests/fixtures/content-problems/ over the valid one (./broken-content.ts).
 */

describe('content problems, one fixture per kind', () => {
  it('names a product put where it would not be read: loose in products/, inside another folder, at the top, in care/', async () => {
    expect(await problemsWhenBroken('misplaced-products')).toMatchInlineSnapshot(`
      "content/care/fx-006/en-US.md:1:1  -  is missing, but a product's index.en-US.md is here: a product's folder goes in content/products/; move this folder there
      content/care/fx-006/zh-CN.md:1:1  -  is missing, but a product's index.zh-CN.md is here: a product's folder goes in content/products/; move this folder there
      content/fx-005/index.en-US.md:1:1  -  is not read: a product's folder goes directly in content/products/; move fx-005/ there
      content/products/fx-001/fx-004/index.en-US.md:1:1  -  is not read: a product's folder goes directly in content/products/; move fx-004/ there
      content/products/fx-003.md:1:1  -  is not read: each product is a folder of its own in content/products/, named by its sku, holding index.en-US.md, its other texts and its pictures (npm run new:product -- <sku> makes one); move this file into its product's folder
      content/products/stoles/fx-007/index.en-US.md:1:1  -  is not read: a product's folder goes directly in content/products/; move fx-007/ there
      6 problems in 6 files"
    `);
  });

  it('refuses a catalogue without products, as a deleted folder would leave it', async () => {
    // The picture-list fixture changes products alone: without them, the valid catalogue is left.
    const withoutProducts = (root: string) => rm(path.join(root, 'products'), { recursive: true });
    expect(await problemsWhenBroken('picture-list', withoutProducts)).toMatchInlineSnapshot(`
      "content/products:1:1  -  holds no product: the catalogue needs at least one, each in a folder of its own (npm run new:product -- <sku>); if the folder was deleted by mistake, restore it
      1 problem in 1 file"
    `);
  });

  it("keeps the words of the product list's own addresses from becoming skus", async () => {
    expect(await problemsWhenBroken('reserved-sku')).toMatchInlineSnapshot(`
      "content/products/type/index.en-US.md:3:6  sku  "type" is a word the product list's own addresses use (/product/type/…): choose another sku and rename the folder
      1 problem in 1 file"
    `);
  });

  it('finds a file saved under another name: other letter case, a hidden .txt, another ending', async () => {
    expect(await problemsWhenBroken('file-names')).toMatchInlineSnapshot(`
      "content/products/fx-003/index.en-US.md:1:1  -  is missing, but "index.en-US.md.txt" is here: rename it to index.en-US.md, letter for letter (Windows may hide the end of a name: show "File name extensions")
      content/products/fx-003/index.zh-CN.md:1:1  -  is missing, but "index.zh-cn.md" is here: rename it to index.zh-CN.md, letter for letter
      content/products/fx-004/index.en-US.md:1:1  -  is missing, but "index.en-US.markdown" is here: rename it to index.en-US.md, letter for letter (Windows may hide the end of a name: show "File name extensions")
      3 problems in 3 files"
    `);
  });

  it('reports the files of the earlier product layout with where their lines now belong, whether left beside the new files or not yet moved', async () => {
    expect(await problemsWhenBroken('old-layout')).toMatchInlineSnapshot(`
      "content/products/fx-001/en-US.md:1:1  -  is no longer read: the en-US text is index.en-US.md; move any change made here into it, then delete this file
      content/products/fx-001/product.yaml:1:1  -  is no longer read: move its lines into index.en-US.md, between its --- lines below name:, then delete this file
      content/products/fx-003/index.en-US.md:1:1  -  is missing, but en-US.md of the earlier layout is here: rename it to index.en-US.md, and move the lines of product.yaml into it
      content/products/fx-003/index.zh-CN.md:1:1  -  is missing, but zh-CN.md of the earlier layout is here: rename it to index.zh-CN.md
      content/products/fx-003/product.yaml:1:1  -  is no longer read: move its lines into index.en-US.md, between its --- lines below name:, then delete this file
      5 problems in 5 files"
    `);
  });

  it('asks for a folder named as a new sku, also when the folder was copied from another product', async () => {
    expect(await problemsWhenBroken('copied-folder')).toMatchInlineSnapshot(`
      "content/products/fx-002 copy/index.en-US.md:3:6  sku  cannot match the folder name "fx-002 copy", which is not a sku: rename the folder to a new sku (lowercase letters, digits and hyphens) and write it here (found "fx-002")
      content/products/FX-005/index.en-US.md:3:6  sku  cannot match the folder name "FX-005", which is not a sku: rename the folder to fx-005 (found "fx-005")
      2 problems in 2 files"
    `);
  });

  it('names the sku and locale of a missing translation, a text saved under another name, and one copied untranslated', async () => {
    expect(await problemsWhenBroken('translation')).toMatchInlineSnapshot(`
      "content/care/gentle/zh-CN.md:2:8  title  write the heading of the care text, e.g. Caring for silk twill (found "")
      content/products/fx-002/index.zh-CN.md:4:1  -  is the same text as index.en-US.md: translate it, as this file is the zh-CN text
      content/products/fx-003/index.zh-CN.md:1:1  -  the zh-CN text is missing, but "cn.md" is here: if it is the zh-CN text, rename it to index.zh-CN.md
      content/products/fx-004/index.en-US.md:1:1  -  the en-US text and the product's facts are missing: create this file, with name: and the facts between two --- lines (as in any other product's index.en-US.md) and the description below them
      4 problems in 4 files"
    `);
  });
});
