import { describe, expect, it } from 'vitest';
import { problemsWhenBroken } from './broken-content';

/*
 * The content check's report on a product's pictures: the files listed under images, and the
 * descriptions of them. Each test lays a fixture of tests/fixtures/content-problems/ over the
 * valid one (./broken-content.ts).
 */

describe('content problems, one fixture per kind', () => {
  it('names each picture a description may be of once, and none when the product lists none', async () => {
    expect(await problemsWhenBroken('picture-list')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:18:5  images.1  "front.jpg" is listed twice: remove one
      content/products/fx-001/index.en-US.md:20:11  pictures.0.file  "back.jpg" is not one of this product's pictures: describe one of front.jpg, or list the picture under images in index.en-US.md
      content/products/fx-002/index.en-US.md:16:9  images  list at least one image, e.g. front.jpg
      content/products/fx-002/index.en-US.md:18:11  pictures.0.file  "front.jpg" is not one of this product's pictures: list the picture under images in index.en-US.md
      4 problems in 2 files"
    `);
  });

  it('accepts descriptions only of the product’s own pictures, each once, suggesting the one meant, and none empty', async () => {
    expect(await problemsWhenBroken('picture-descriptions')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:19:11  pictures.0.file  "fornt.jpg" is not one of this product's pictures: did you mean front.jpg?
      content/products/fx-001/index.en-US.md:21:11  pictures.1.file  "back.jpg" is not one of this product's pictures: describe one of front.jpg, or list the picture under images in index.en-US.md
      content/products/fx-001/index.en-US.md:23:11  pictures.2.file  "back.jpg" is listed twice: remove one
      content/products/fx-001/index.en-US.md:23:11  pictures.2.file  "back.jpg" is not one of this product's pictures: describe one of front.jpg, or list the picture under images in index.en-US.md
      content/products/fx-001/index.zh-CN.md:5:17  pictures.0.description  is empty: write what the picture shows, e.g. The hand-rolled edge, close up
      5 problems in 2 files"
    `);
  });

  it('accepts only real pictures, named for their format and in their letter case, neither too small nor too large, near square, each once', async () => {
    expect(await problemsWhenBroken('images')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:16:5  images.1  "back.jpg" is not in content/products/fx-001/: add the file or fix its name
      content/products/fx-001/index.en-US.md:17:5  images.2  "notes.jpg" is not a picture, or is damaged: save it again as JPEG, PNG, WebP or AVIF
      content/products/fx-001/index.en-US.md:18:5  images.3  "side.png" is a JPEG picture with a .png name: rename it to side.jpg
      content/products/fx-001/index.en-US.md:19:5  images.4  "thumb.jpg" is 120 × 90 pixels: use a picture at least 1600 pixels on its long side, so that the zoom shows the silk up close
      content/products/fx-001/index.en-US.md:21:5  images.6  name a .jpg, .png, .webp or .avif file in the product folder, e.g. front.jpg (found "detail.gif")
      content/products/fx-001/index.en-US.md:22:5  images.7  "tall.jpg" is 900 × 1600 pixels, and pages show pictures square, cut to the middle: crop it square, or nearly (at most 5:4)
      content/products/fx-001/index.en-US.md:23:5  images.8  "IMG_0001.HEIC" is an iPhone photo in HEIC, which not every browser shows: export it as JPEG (or set the iPhone to Settings › Camera › Formats › Most Compatible) and name it e.g. front.jpg
      content/products/fx-001/index.en-US.md:24:5  images.9  use only English letters, digits, - and _ before the extension, e.g. detail-1.webp (found "detail 1.webp")
      content/products/fx-001/index.en-US.md:25:5  images.10  use only English letters, digits, - and _ before the extension, e.g. front.jpg (found "正面.jpg")
      content/products/fx-001/index.en-US.md:26:5  images.11  "closeup.jpg" is not in content/products/fx-001/, but "Closeup.jpg" is: write its name here as it is, Closeup.jpg, letter for letter
      content/products/fx-001/index.en-US.md:27:5  images.12  "huge.png" is 17000 × 17000 pixels, too large to make the site's sizes from: make it at most 3000 pixels on each side
      content/products/fx-001/index.en-US.md:28:5  images.13  "worn.jpg" is not in content/products/fx-001/, but "worn.jpg.jpg" is: rename that file to worn.jpg (Windows may hide the end of a name)
      content/products/fx-001/index.en-US.md:29:5  images.14  "edge.jpg" is not in content/products/fx-001/, but "edge.jpeg" is: write its name here as it is, edge.jpeg
      content/products/fx-002/index.en-US.md:14:9  images  list at least one image, e.g. front.jpg
      14 problems in 2 files"
    `);
  });
});
