import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, githubAnnotation } from '@/app/_content';
import { productFactsSchema } from '@/app/_content/tools';
import { contentReport } from './content-report';

/*
 * Each folder under tests/fixtures/content-problems/ holds only the files an editor broke; it is
 * laid over the valid fixture, and the report is pinned as an editor reads it for content/.
 */
const workFolder = await mkdtemp(path.join(tmpdir(), 'content-problems-'));
afterAll(() => rm(workFolder, { recursive: true, force: true }));

/** The moment the checks below count as now: the dates of the fixtures are in the past, and stay there. */
const NOW = new Date('2026-03-18T09:00:00+08:00');

async function problemsWhenBroken(kind: string, prepare?: (root: string) => Promise<void>): Promise<string> {
  const root = path.join(workFolder, kind);
  await cp('tests/fixtures/content/valid', root, { recursive: true });
  await cp(path.join('tests/fixtures/content-problems', kind), root, { recursive: true });
  await prepare?.(root);
  return contentReport(root, { now: NOW, folderAs: 'content' });
}

describe('content problems, one fixture per kind', () => {
  it('reports YAML syntax errors at their line, naming the usual slips: a colon or a sign in a value, no space after a colon, a quote left open, a field twice, indented too far or not far enough', async () => {
    expect(await problemsWhenBroken('yaml-syntax')).toMatchInlineSnapshot(`
      "content/care/gentle/en-US.md:2:14  -  a value beginning with [ has a meaning of its own: put the whole value in double quotes, title: "[New] Care"
      content/contact/contact.yaml:3:1  -  tel is written twice: keep one of its lines
      content/products/fx-001/index.en-US.md:8:1  -  height is indented further than width above it: start both in the same column
      content/products/fx-001/index.en-US.md:12:10  -  this " is never closed: end the value with " on the same line
      content/products/fx-001/index.zh-CN.md:5:1  -  description is indented less than file above it: start both in the same column
      content/products/fx-002/index.en-US.md:2:7  -  a colon and a space inside a value end it: put the whole value in double quotes, name: "Fixture Stole: Jade Edition"
      content/products/fx-002/index.en-US.md:15:1  -  put a space after the colon: care: gentle
      content/products/fx-002/index.zh-CN.md:3:1  -  this line is indented with a Tab: indent it with spaces, two for each level, as the lines around it are
      content/site.yaml:7:1  -  YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]: check the indentation, colons and quotes here and on the line above
      9 problems in 7 files"
    `);
  });

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

  it('names a list whose items would be lost: added under [], or one "- " further in than the one above it', async () => {
    expect(await problemsWhenBroken('lost-list-items')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:14:1  -  variants: [] says the list is empty, so the lines under it cannot be read: delete the [] and keep "variants:" alone on its line
      content/products/fx-002/index.en-US.md:18:4  -  this "- " is further in than the one above it, so the two read as one entry ("front.jpg - back.jpg"): start each "- " in the same column
      content/site.yaml:7:1  -  shopHosts: [] says the list is empty, so the lines under it cannot be read: delete the [] and keep "shopHosts:" alone on its line
      3 problems in 3 files"
    `);
  });

  it("names an editor's usual slips once, where they are: a Tab, a field a space out of line, the frontmatter's closing --- left out, a list's first line lost, an emptied file, a second copy never read", async () => {
    expect(await problemsWhenBroken('editor-slips')).toMatchInlineSnapshot(`
      "content/channels.yaml:3:3  -  YAML syntax: Unexpected scalar at node end: check the indentation, colons and quotes here and on the line above
      content/contact/contact.yml:1:1  -  is not read: contact.yaml beside it is. Move what it holds into contact.yaml, then delete it
      content/product-types.yaml:1:1  -  the file is empty: write back what it holds (the content guide shows it), or restore it from its last version; a list with nothing in it yet is written []
      content/products/fx-001/index.en-US.md:19:1  -  the fields are never closed: put a line of --- alone after the last field, before the text
      content/products/fx-002/index.en-US.md:7:1  -  this line is indented with a Tab: indent it with spaces, two for each level, as the lines around it are
      content/site.yaml:2:1  -  en-US is indented by an odd number of spaces: start it in the same column as zh-CN below it
      6 problems in 6 files"
    `);
  });

  it('names a character that cannot be seen, copied into a telephone number, an email or a web address, or escaped into a name', async () => {
    expect(await problemsWhenBroken('copied-characters')).toMatchInlineSnapshot(`
      "content/contact/contact.yaml:1:6  tel  it has an invisible character (U+00A0) in it: retype it in English mode (found "+86 28 0000 0000")
      content/contact/contact.yaml:2:8  email  it has an invisible character (U+00A0) in it: retype it in English mode (found "hello@example.com ")
      content/products/fx-002/index.en-US.md:2:7  name  has an invisible character (U+202E) in it: type the text again without it (found "Fixture Stole \\u202e200")
      content/products/fx-002/index.en-US.md:12:10  shopUrl  it has an invisible character (U+200B) in it: retype it in English mode (found "https://shop.example.com/products/fx\\u200b-002")
      4 problems in 2 files"
    `);
  });

  it('writes a file named with a line break, an escape or a right-to-left mark as text, which starts no line of its own in a log', () => {
    const file = 'content/products/fx-003\n::warning::All good\u001b[2K\u202e/index.en-US.md';
    const report = new ContentError([{ file, line: 1, column: 1, field: '-', message: 'is missing' }]).message;
    expect(report.split('\n')).toEqual([
      'content/products/fx-003\\u000a::warning::All good\\u001b[2K\\u202e/index.en-US.md:1:1  -  is missing',
      '1 problem in 1 file',
    ]);
  });

  it('refuses a copyright year still to come, once, in site.yaml', async () => {
    expect(await problemsWhenBroken('copyright-year')).toMatchInlineSnapshot(`
      "content/site.yaml:9:16  copyrightYear  is after this year (2026 in China): write the year the copyright line starts from
      1 problem in 1 file"
    `);
  });

  it('names what a Chinese keyboard typed where plain characters are needed, and what to type instead', async () => {
    expect(await problemsWhenBroken('chinese-keyboard')).toMatchInlineSnapshot(`
      "content/care/gentle/en-US.md:2:8  title  "“Care”" is wrapped in “ ”, which would show on the page: remove them, or type straight quotes "…" in English mode (typed in full-width characters: in English mode it reads Care)
      content/care/gentle/zh-CN.md:2:1  -  put a plain space after the colon, not the full-width space of a Chinese keyboard
      content/products/fx-001/index.en-US.md:6:1  -  write each field on its own line as \`field: value\`, with a plain colon and a space (not the full-width ：)
      content/products/fx-001/index.en-US.md:15:1  -  put a plain space after the colon, not the full-width space of a Chinese keyboard
      content/products/fx-002/index.en-US.md:4:7  type  "stole　" is not a product type: did you mean stole? (typed in full-width characters: in English mode it reads stole)
      content/products/fx-002/index.en-US.md:7:10  size.width  write a number of centimetres, e.g. 90 (found "６５", typed in full-width characters: in English mode it reads 65)
      content/products/fx-002/index.en-US.md:10:11  price.amount  write the price as a plain number, e.g. 1680 (found "“1280”", typed in full-width characters: in English mode it reads 1280)
      content/products/fx-002/index.en-US.md:12:10  shopUrl  write a full https:// address (found "“https://shop.example.com/products/fx-002”", typed in full-width characters: in English mode it reads https://shop.example.com/products/fx-002)
      content/products/fx-002/index.en-US.md:17:5  images.0  "front.jpg，back.jpg" is 2 pictures on one line: give each a line of its own, after "  - ", e.g. "  - front.jpg" and "  - back.jpg"
      content/products/fx-002/index.zh-CN.md:2:7  -  this " is closed by ”, a curly quote from Word or a Chinese keyboard: type a straight " in its place
      10 problems in 5 files"
    `);
  });

  it('refuses text not saved as UTF-8, without its opening --- line or with frontmatter in another language, which it never runs, and reads a byte order mark', async () => {
    expect(await problemsWhenBroken('file-format')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:1:1  -  write --- alone on the first line (found "---js")
      content/products/fx-001/index.zh-CN.md:1:1  -  start the file with a --- line, then the fields, then another --- line
      content/products/fx-002/index.zh-CN.md:1:1  -  is not saved as UTF-8, so its Chinese would show as gibberish: save it again with the encoding UTF-8
      3 problems in 3 files"
    `);
    expect((globalThis as { frontMatterRan?: boolean }).frontMatterRan).toBeUndefined();
  });

  it('catches text cut short by a # that YAML reads as the start of a comment', async () => {
    expect(await problemsWhenBroken('comment')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:2:7  -  a space and # start a comment, so this reads only "Fixture Stole": put the whole text in double quotes, e.g. "Fixture Stole #1 Hibiscus"
      1 problem in 1 file"
    `);
  });

  it('names the allowed product types, materials and sizes, suggests the one meant, and finds a type listed twice', async () => {
    expect(await problemsWhenBroken('product-type')).toMatchInlineSnapshot(`
      "content/product-types.yaml:9:7  2.id  "stole" is listed twice: remove one
      content/products/fx-001/index.en-US.md:4:7  type  "口袋巾" is not a product type but the name of one: write its id, pocket-square
      content/products/fx-002/index.en-US.md:4:7  type  "scarf" is not a product type: use one of stole, pocket-square
      content/products/fx-002/index.en-US.md:5:11  material  write silk: the house works in silk only (found "cotton")
      content/products/fx-002/index.en-US.md:7:10  size.width  write a number of centimetres, e.g. 90 (found "65 cm")
      content/products/fx-002/index.en-US.md:8:11  size.height  write a size above zero, e.g. 180 (found 0)
      6 problems in 3 files"
    `);
  });

  it("refuses a type's search words in a language the site does not have, or too many of them", async () => {
    expect(await problemsWhenBroken('search-words')).toMatchInlineSnapshot(`
      "content/product-types.yaml:6:5  0.searchWords.zh_CN  "zh_CN" is not a field here: did you mean zh-CN?
      content/product-types.yaml:12:12  1.searchWords.en-US  "handkerchief, hankie, pocket squares, kerchief, square, silk square, breast pock"… is 124 characters long: keep it to 120 at most
      2 problems in 1 file"
    `);
  });

  it('refuses a size or a price too large to be one, as a number mistyped', async () => {
    expect(await problemsWhenBroken('implausible-numbers')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:7:10  size.width  100000 is more than 1,000 cm: check the number, in centimetres, e.g. 90
      content/products/fx-001/index.en-US.md:10:11  price.amount  1000000000000 is more than 100,000,000: check the price, a plain number, e.g. 1680
      2 problems in 1 file"
    `);
  });

  it("refuses numbers, sizes, addresses, phone numbers and names written in forms a page would show wrong, and takes a price in its currency's decimals", async () => {
    // A third product, priced in ten-millionths of a yen: 0.0000001, which JavaScript writes 1e-7.
    const tenMillionthOfAYen = async (root: string) => {
      const from = path.join(root, 'products', 'fx-002');
      const to = path.join(root, 'products', 'fx-003');
      await cp(from, to, { recursive: true });
      for (const locale of ['en-US', 'zh-CN']) {
        const file = path.join(to, `index.${locale}.md`);
        const text = (await readFile(file, 'utf8')).replace('sku: fx-002', 'sku: fx-003').replace(/^variants:\n(  - .*\n)+/m, '');
        await writeFile(file, text.replace(/  amount: .*\n  currency: .*/, '  amount: 0.0000001\n  currency: JPY'));
      }
    };
    expect(await problemsWhenBroken('odd-values', tenMillionthOfAYen)).toMatchInlineSnapshot(`
      "content/channels.yaml:6:8  0.tel  "+86 28 8620 3366 +86 28 8620 3367" is 33 characters long: write one phone number, of at most 30, e.g. "+86 28 8620 3366"
      content/contact/contact.yaml:1:6  tel  has 0 digits: write a phone number of 6 to 15 digits, e.g. "+86 28 8620 3366" (found "------")
      content/products/fx-001/index.en-US.md:7:10  size.width  write the size to a millimetre at most, with one decimal, e.g. 90.5 (found 65.125)
      content/products/fx-001/index.en-US.md:12:10  shopUrl  has " in it, which an address cannot hold: copy the address again from the browser's address bar (found "https://shop.example.com/products/fx-001\\"><b>")
      content/products/fx-002/index.en-US.md:10:11  -  YAML reads 0x690 as the number 1680: write a number in plain digits (1680), a text in double quotes ("0x690")
      content/products/fx-003/index.en-US.md:10:11  price.amount  has too many decimals for JPY: use whole numbers only (found 0.0000001)
      content/site.yaml:2:10  brandName.en-US  "Fixture Silk, Makers of Hand-Rolled Scarves Since 1986" is 54 characters long: keep it to 40 at most
      content/site.yaml:4:10  siteUrl  write the site's address alone, without a path, ? or #, e.g. https://www.rongjin-silk.com (found "https://www.example.com/shop/")
      8 problems in 6 files"
    `);
  });

  it('explains a second part of a file after ---, an empty list of product types, and a field named by nothing, a number or a list', async () => {
    expect(await problemsWhenBroken('file-shape')).toMatchInlineSnapshot(`
      "content/about/en-US.md:4:1  1  "1" is not a field here: remove it (the fields here are title, lead)
      content/care/gentle/en-US.md:3:3  -  a field's name is a word before a colon: this one is a list or a map (after ? or in [ ] or { }): write the name alone, e.g. title:
      content/contact/contact.yaml:3:1  -  this line has no field name before its colon: write one of tel, email, or remove the line
      content/product-types.yaml:1:1  -  list at least one product type, each starting with "- id:", e.g. "- id: stole"
      content/products/fx-001/index.en-US.md:4:7  type  "stole" is not a product type
      content/products/fx-002/index.en-US.md:4:7  type  "stole" is not a product type
      content/site.yaml:10:1  -  a line of three dashes (---) starts a second part of the file here, and a file has one: remove that line
      7 problems in 7 files"
    `);
  });

  it('names each picture a description may be of once, and none when the product lists none', async () => {
    expect(await problemsWhenBroken('picture-list')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:18:5  images.1  "front.jpg" is listed twice: remove one
      content/products/fx-001/index.en-US.md:20:11  pictures.0.file  "back.jpg" is not one of this product's pictures: describe one of front.jpg, or list the picture under images in index.en-US.md
      content/products/fx-002/index.en-US.md:16:9  images  list at least one image, e.g. front.jpg
      content/products/fx-002/index.en-US.md:18:11  pictures.0.file  "front.jpg" is not one of this product's pictures: list the picture under images in index.en-US.md
      4 problems in 2 files"
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

  it('shows the expected form of a price: a plain number, an ISO 4217 code, the currency’s decimals', async () => {
    expect(await problemsWhenBroken('price')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:10:11  price.amount  write the price as a plain number, e.g. 1680 (found "¥1,280")
      content/products/fx-001/index.en-US.md:11:13  price.currency  "RMB" is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals
      content/products/fx-002/index.en-US.md:10:11  price.amount  has too many decimals for JPY: use whole numbers only (found 1280.5)
      3 problems in 2 files"
    `);
  });

  it('catches a dot typed as a thousands separator, a number in quotes or a name without them, and a full stop or a space in an address', async () => {
    expect(await problemsWhenBroken('typed-numbers-and-addresses')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:10:11  -  a dot marks decimals, so 1.280 reads as 1.28: write 1280, with no separator
      content/products/fx-002/index.en-US.md:2:7  name  write the product's name in this language (found 2024, put it in double quotes: "2024")
      content/products/fx-002/index.en-US.md:7:10  size.width  write a number of centimetres, e.g. 90 (found "65", write it without quotes)
      content/products/fx-002/index.en-US.md:12:10  shopUrl  has a space or a full-width sign (such as 。) in it: copy the address again from the browser's address bar (found "https://shop.example.com/products/fx-002。")
      4 problems in 2 files"
    `);
  });

  it('requires https links to an allowed shop host', async () => {
    expect(await problemsWhenBroken('links')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:12:10  shopUrl  write a full https:// address (found "http://shop.example.com/products/fx-001")
      content/products/fx-002/index.en-US.md:12:10  shopUrl  "https://shop.example.net/products/fx-002" is not on a shop host: link to shop.example.com (shopHosts in content/site.yaml)
      content/site.yaml:4:10  siteUrl  write a full https:// address (found "www.example.com")
      3 problems in 3 files"
    `);
  });

  it('asks for shop hosts as bare host names, since links are matched against them', async () => {
    expect(await problemsWhenBroken('shop-hosts')).toMatchInlineSnapshot(`
      "content/site.yaml:8:5  shopHosts.1  write the host name alone, in lowercase, without https:// or /, e.g. shop.rongjin-silk.com (found "https://shop.example.org/")
      1 problem in 1 file"
    `);
  });

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

  it('asks for the day a product was added as year-month-day, a day that exists, not after today nor before the brand', async () => {
    expect(await problemsWhenBroken('added-format')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:2:1  added  is missing: write the day the product was added as year-month-day, e.g. 2026-03-18
      content/products/fx-002/index.en-US.md:18:8  added  write the day the product was added as year-month-day, e.g. 2026-03-18 (found "18/03/2026")
      2 problems in 2 files"
    `);
    expect(await problemsWhenBroken('added-calendar')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:18:8  added  "2026-02-30" is not a day of the calendar: 2026-02 has 28 days
      content/products/fx-002/index.en-US.md:18:8  added  write the day the product was added as year-month-day, e.g. 2026-03-18 (found "20260318")
      2 problems in 2 files"
    `);
    expect(await problemsWhenBroken('added-range')).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:18:8  added  "2026-03-19" is after today (2026-03-18 in China): write the day the product was added, today at the latest
      content/products/fx-002/index.en-US.md:18:8  added  "2019-12-31" is before 2020, the brand's first year (copyrightYear in content/site.yaml): check the year
      2 problems in 2 files"
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

  it('refuses a place that carries the pieces without what its kind needs, of an unknown kind, with an http: link, a bad telephone number or a name in one language', async () => {
    expect(await problemsWhenBroken('channels')).toMatchInlineSnapshot(`
      "content/channels.yaml:1:3  0.name.zh-CN  is missing: write the name of the place in zh-CN, e.g. 成都博物馆文创商店
      content/channels.yaml:10:8  0.tel  write the phone number in quotes, e.g. "+86 28 8620 3366" (found 862886203366)
      content/channels.yaml:14:9  1.kind  "museum" is not a kind of place: use one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:25:12  2.address  write the street address in each language, on the lines below it: en-US: 1 Xiaohe Street, Qingyang District and zh-CN: 青羊区小河街1号 (found "Lobby, 80 Renmin South Road")
      content/channels.yaml:26:8  2.tel  write a phone number, e.g. "+86 28 8620 3366" (found "+86 28 8555 0000 ext. 8")
      content/channels.yaml:27:8  2.url  write a full https:// address (found "http://www.jinjiang-hotel.example")
      content/channels.yaml:32:3  3.city.zh-CN  is missing: write the city in zh-CN, e.g. 成都
      content/channels.yaml:34:5  3.city.zh_CN  "zh_CN" is not a field here: did you mean zh-CN?
      content/channels.yaml:38:10  3.hours  write the opening hours in each language, on the lines below it: en-US: Tuesday to Sunday, 9:00–17:00 and zh-CN: 周二至周日 9:00–17:00 (found "Daily, 10:00–22:00")
      content/channels.yaml:39:3  4.url  is missing: an online store needs its web address, where visitors buy, e.g. url: https://shop.rongjin-silk.com
      content/channels.yaml:44:5  4.city  is not needed for an online store, which is listed under Online: remove city: and the lines below it, or choose the kind of place it is
      content/channels.yaml:49:9  5.kind  "gift shop" is not a kind of place: use one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:56:8  5.url  has a space or a full-width sign (such as 。) in it: copy the address again from the browser's address bar (found "https://silkroad.example/shop。")
      content/channels.yaml:57:3  6.city  is missing: write the city in each language, on the lines below city:, e.g. en-US: Chengdu and zh-CN: 成都 (the page lists the places by city)
      content/channels.yaml:57:3  6.address  is missing: write the street address in each language, on the lines below address: (only an online store has none)
      content/channels.yaml:61:3  7.name  is missing: write the name of the place in each language, on the lines below it: en-US: Chengdu Museum Shop and zh-CN: 成都博物馆文创商店
      16 problems in 1 file"
    `);
  });

  it("refuses the line sheet's ordering terms written in one language, as a plain line, too long or on a day no calendar has", async () => {
    expect(await problemsWhenBroken('ordering-terms')).toMatchInlineSnapshot(`
      "content/site.yaml:10:15  minimumOrder  write the text in each language on its own line below the field, e.g. "  en-US: 30 pieces an order, at least 6 of each design" and "  zh-CN: …", or leave the field out (found "30 pieces an order")
      content/site.yaml:11:1  leadTime.zh-CN  is missing: write the zh-CN text
      content/site.yaml:14:10  paymentTerms.en-US  "50% deposit with the order, the balance before shipping, by bank transfer in ren"… is 191 characters long: keep it to 160 at most, a line or two on the page
      content/site.yaml:16:3  paymentTerms.zh-TW  "zh-TW" is not a field here: did you mean zh-CN?
      content/site.yaml:17:19  pricesValidUntil  "2027-02-30" is not a day of the calendar: 2027-02 has 28 days
      5 problems in 1 file"
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

  it('names missing and empty fields (a missing sku by its folder’s name), suggests the field meant by a misspelt one, asks to indent a field under its own, limits the length of a name, explains odd forms, and asks for the description', async () => {
    expect(await problemsWhenBroken('fields')).toMatchInlineSnapshot(`
      "content/contact/contact.yaml:1:6  tel  write the phone number in quotes, e.g. "+86 28 8620 3366" (found 862886203366)
      content/products/fx-001/index.en-US.md:2:1  name  is missing: write the product's name in this language
      content/products/fx-001/index.en-US.md:2:1  price  is missing: write amount and currency on the lines below it, e.g. amount: 1680 and currency: CNY
      content/products/fx-001/index.en-US.md:2:1  title  "title" is not a field here: remove it (the fields here are name, pictures, sku, type, material, size, price, shopUrl, variants, care, images, added)
      content/products/fx-001/index.en-US.md:6:1  size.height  is missing: write a number of centimetres, e.g. 180
      content/products/fx-001/index.en-US.md:8:3  size.hieght  "hieght" is not a field here: did you mean height?
      content/products/fx-001/index.en-US.md:9:1  prise  "prise" is not a field here: did you mean price?
      content/products/fx-001/index.en-US.md:12:10  shopUrl  write a full https:// address (found "shop.example.com/products/fx-001")
      content/products/fx-001/index.en-US.md:16:1  colour  "colour" is not a field here: remove it (the fields here are name, pictures, sku, type, material, size, price, shopUrl, variants, care, images, added)
      content/products/fx-001/index.zh-CN.md:2:7  name  "测试披肩 001：真丝斜纹长披肩，以手工卷边，印有芙蓉花与祥云纹样，配色为晨曦粉与黛青，适合春秋两季佩戴，亦可系于手袋之上作为装饰" is 65 characters long: keep the name to 60 at most, and say the rest in the description
      content/products/fx-001/index.zh-CN.md:4:1  -  write the description below the closing --- line
      content/products/fx-002/index.en-US.md:2:1  sku  is missing: write this product's sku, its folder's name: sku: fx-002
      content/products/fx-002/index.en-US.md:7:3  size.material  "material" is indented as if it belonged under size: start its line in the same column as size:
      content/products/fx-002/index.en-US.md:8:7  price  is empty: write amount and currency on the lines below it, e.g. amount: 1680 and currency: CNY
      content/products/fx-002/index.en-US.md:9:1  amount  "amount" belongs under price: indent its line by two spaces, below the price: line
      content/products/fx-002/index.en-US.md:10:1  currency  "currency" belongs under price: indent its line by two spaces, below the price: line
      content/products/fx-002/index.zh-CN.md:2:1  -  write each field on its own line as \`field: value\`, with a plain colon and a space (not the full-width ：)
      content/site.yaml:1:1  brandName.zh-CN  is missing: write the brand's name in zh-CN, e.g. 蓉锦丝绸
      content/site.yaml:8:16  copyrightYear  write a year, e.g. 2020 (found 20)
      19 problems in 6 files"
    `);
  });

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

describe('npm run check:content', () => {
  const run = (contentDir: string, env: Record<string, string> = {}) =>
    spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: contentDir, GITHUB_ACTIONS: '', ...env },
    });

  it('prints every problem and a count, without a stack trace, and exits 1', () => {
    const { status, stdout, stderr } = run('tests/fixtures/content/broken');
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /^tests\/fixtures\/content\/broken\/products\/fx-001\/index\.en-US\.md:4:7 {2}type {2}"scarf" is not a product type/,
    );
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('9 problems in 3 files');
    expect(stderr).not.toMatch(/\bat .*\.[jt]s:\d+/);
    expect(stdout).not.toContain('::error');
  });

  it('also annotates the pull request when run on GitHub Actions, escaping what the runner would misread', () => {
    const { status, stdout } = run('tests/fixtures/content/broken', { GITHUB_ACTIONS: 'true' });
    expect(status).toBe(1);
    const annotations = stdout.split('\n').filter((line) => line.startsWith('::error '));
    expect(annotations).toHaveLength(9);
    expect(annotations[0]).toBe(
      '::error file=tests/fixtures/content/broken/products/fx-001/index.en-US.md,line=4,col=7::type: "scarf" is not a product type: use one of stole, pocket-square',
    );
    expect(githubAnnotation({ file: 'content/a,b:c.yaml', line: 3, column: 1, field: '-', message: '100% wrong\nhere' })).toBe(
      '::error file=content/a%2Cb%3Ac.yaml,line=3,col=1::100%25 wrong%0Ahere',
    );
    // An escape sequence in a folder's name would colour or rewrite the log's line.
    expect(githubAnnotation({ file: 'content/products/\u001b[2Kok/x.md', line: 1, column: 1, field: '-', message: 'is \u202eodd' })).toBe(
      '::error file=content/products/\\u001b[2Kok/x.md,line=1,col=1::is \\u202eodd',
    );
  });

  it('exits 0 and says so when the content is valid', () => {
    const { status, stdout } = run('tests/fixtures/content/valid');
    expect(status).toBe(0);
    expect(stdout).toContain('Content is valid: 2 products');
  });
});
