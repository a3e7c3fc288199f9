import { describe, expect, it } from 'vitest';
import { problemsWhenBroken } from './broken-content';

/*
 * The content check's report on how a file is written: YAML syntax, list items that would be lost,
 * an editor's keyboard slips (a Tab, a Chinese keyboard's signs, characters that cannot be seen),
 * a file not saved as UTF-8, a file's shape. Each test lays a fixture of
 * tests/fixtures/content-problems/ over the valid one (./broken-content.ts).
 */

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
});
