import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsWhenBroken } from './broken-content';

/*
 * The content check's report on the values of fields: missing and misspelt fields, product types,
 * numbers, sizes and prices, addresses and phone numbers, days, the places that carry the pieces
 * and the line sheet's ordering terms. Each test lays a fixture of
 * tests/fixtures/content-problems/ over the valid one (./broken-content.ts).
 */

describe('content problems, one fixture per kind', () => {
  it('refuses a copyright year still to come, once, in site.yaml', async () => {
    expect(await problemsWhenBroken('copyright-year')).toMatchInlineSnapshot(`
      "content/site.yaml:9:16  copyrightYear  is after this year (2026 in China): write the year the copyright line starts from
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
});
