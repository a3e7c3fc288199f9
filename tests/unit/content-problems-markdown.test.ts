import { describe, expect, it } from 'vitest';
import { problemsWhenBroken } from './broken-content';

/*
 * The content check's report on the text below a file's fields, in Markdown: what a page would
 * show broken or out of place. The test lays a fixture of tests/fixtures/content-problems/ over
 * the valid one (./broken-content.ts).
 */

describe('content problems, one fixture per kind', () => {
  it("finds what a text would show broken or out of place: pictures, short link addresses, headings as large as the page's, HTML of any kind, links a browser cannot open, stars left over, unshown or empty text", async () => {
    expect(await problemsWhenBroken('markdown-body')).toMatchInlineSnapshot(`
      "content/about/zh-CN.md:5:1  -  start this heading with ## (found #): fewer # would make it as large as the page's own headings
      content/care/gentle/zh-CN.md:4:1  -  write the care text below the closing --- line: nothing below it is shown on the page
      content/contact/en-US.md:8:1  -  text below the closing --- line is not shown anywhere: move it into one of the fields above
      content/products/fx-001/index.en-US.md:20:1  -  start this heading with ### (found #): fewer # would make it as large as the page's own headings
      content/products/fx-001/index.en-US.md:22:1  -  the --- line under this text makes it a heading as large as the page's own: leave an empty line above the ---, or remove it
      content/products/fx-001/index.en-US.md:26:1  -  a text cannot show a picture: remove this ![…](…) (a product's pictures are listed under images in its index.en-US.md)
      content/products/fx-001/index.en-US.md:28:5  -  write the link's whole address, starting https:// (found "../../care/"): a short one leads somewhere else from each page
      content/products/fx-001/index.en-US.md:28:38  -  write the link's whole address, starting https://, e.g. "https://www.example.com/fixture-stole" (found "www.example.com/fixture-stole"): a short one leads somewhere else from each page
      content/products/fx-001/index.en-US.md:34:12  -  a browser cannot open this address: write it starting https:// (found "htps://shop.example.com/fixture-stole")
      content/products/fx-001/index.en-US.md:36:1  -  HTML such as <table> is removed from the page with its text: write the table in Markdown, a line for each row, e.g. | Width | 65 cm |
      content/products/fx-001/index.en-US.md:39:6  -  HTML such as <a href="https://shop.example.com/"> is removed from the page with its link: write the link in Markdown, e.g. [online shop](https://shop.rongjin-silk.com)
      content/products/fx-001/index.en-US.md:41:4  -  a browser cannot open this address: write it starting mailto: (found "mailt:studio@example.com")
      content/products/fx-001/index.en-US.md:43:1  -  HTML such as <iframe src="https://player.example.com/films/1"> is removed from the page: a text cannot show a video or another page; link to it instead, e.g. [the film](https://…)
      content/products/fx-002/index.zh-CN.md:4:1  -  start this heading with ### (found ##): fewer # would make it as large as the page's own headings
      content/products/fx-002/index.zh-CN.md:8:1  -  write the link's whole address, starting https:// (found "care.html"): a short one leads somewhere else from each page
      content/products/fx-002/index.zh-CN.md:10:1  -  these ** show as they are instead of making bold: keep punctuation such as “ ” 。， outside the stars, e.g. “**芙蓉晨曦**”
      content/products/fx-002/index.zh-CN.md:12:1  -  HTML such as <div align="center"> is removed from the page, sometimes with its text: write it in Markdown (an empty line for a new paragraph, **bold**, *italics*)
      content/products/fx-002/index.zh-CN.md:16:3  -  HTML such as <br> is removed from the page, sometimes with its text: write it in Markdown (an empty line for a new paragraph, **bold**, *italics*)
      content/products/fx-002/index.zh-CN.md:18:1  -  HTML such as <ul> is removed from the page with its text: write the list in Markdown, each item on its own line, starting with "- "
      19 problems in 5 files"
    `);
  });
});
