import { describe, expect, it } from 'vitest';
import { enquiryMailto, enquiryText, type EnquiryProduct } from '@/app/_lib/selection/enquiry';
import { parseQuantity, validProducts } from '@/app/_lib/selection/selection-store';
import { readSharedSelection, sharedSelectionQuery } from '@/app/_lib/selection/shared-selection';
import { MAX_MAILTO_LENGTH, MAX_NOTE_LENGTH, MAX_PRODUCTS, MAX_SHARED_QUERY_LENGTH } from '@/app/_config/selection';
import { locales, messages } from '@/tests/shared/site';

const EMAIL = 'business@rongjin-silk.com';

/** The parts of a mailto: address, decoded as a mail program reads them. */
function readMailto(address: string) {
  const url = new URL(address);
  return { to: url.pathname, subject: url.searchParams.get('subject')!, body: url.searchParams.get('body')! };
}

const product = (index: number, note = ''): EnquiryProduct => ({
  sku: `rj-hr-${String(index).padStart(3, '0')}`,
  name: `Hibiscus ${index}`,
  quantity: index * 10,
  note,
  url: `https://www.rongjin-silk.com/en-US/product/rj-hr-${String(index).padStart(3, '0')}/`,
});

describe('the browser’s copy of the selection', () => {
  it('keeps valid pieces and leaves out what is not one, whoever wrote it', () => {
    expect(
      validProducts([
        { sku: 'rj-hr-001', quantity: 40, note: 'ivory' },
        { sku: '../etc', quantity: 1, note: '' },
        { sku: 'rj-hr-001', quantity: 2, note: 'again' },
        { sku: 'rj-gs-002', quantity: 0, note: 7 },
        { sku: 'rj-st-001', quantity: 1.5 },
        { sku: 'rj-ps-001', quantity: 10_000, note: 'x'.repeat(MAX_NOTE_LENGTH + 50) },
        null,
        'rj-ws-001',
      ]),
    ).toEqual([
      { sku: 'rj-hr-001', quantity: 40, note: 'ivory' },
      { sku: 'rj-gs-002', quantity: 1, note: '' },
      { sku: 'rj-st-001', quantity: 1, note: '' },
      { sku: 'rj-ps-001', quantity: 1, note: 'x'.repeat(MAX_NOTE_LENGTH) },
    ]);
  });

  it('cuts a note between whole characters, so that the enquiry can always be written', () => {
    const cutInTwo = `${'a'.repeat(MAX_NOTE_LENGTH - 1)}🎁`;
    const [kept] = validProducts([{ sku: 'rj-hr-001', quantity: 1, note: cutInTwo }]);
    expect(kept!.note).toBe('a'.repeat(MAX_NOTE_LENGTH - 1));
    const [halfAlone] = validProducts([{ sku: 'rj-hr-001', quantity: 1, note: `gift ${'🎁'.slice(0, 1)} box 🎁` }]);
    expect(halfAlone!.note).toBe('gift  box 🎁');
    const shared = readSharedSelection(`?pieces=rj-hr-001:30&note.rj-hr-001=${encodeURIComponent(cutInTwo)}`)!;
    expect(shared.products[0]!.note).toBe('a'.repeat(MAX_NOTE_LENGTH - 1));
    const mail = enquiryMailto(EMAIL, [{ ...product(1), note: shared.products[0]!.note }], messages['zh-CN'].Selection, {
      url: 'https://example.com/',
      notesLeftOut: false,
    }).href;
    expect(readMailto(mail).body).toContain('a'.repeat(MAX_NOTE_LENGTH - 1));
  });

  it('takes a typed quantity as a whole number from 1 to 9,999, in full-width digits too', () => {
    expect(['1', ' 40 ', '9999', '４０', '０７'].map(parseQuantity)).toEqual([1, 40, 9999, 40, 7]);
    expect(['0', '10000', '12.5', '1e3', '-3', 'forty', '', '0x10', '四十'].map(parseQuantity)).toEqual(Array(9).fill(undefined));
  });

  it(`holds at most ${MAX_PRODUCTS} pieces`, () => {
    const many = Array.from({ length: MAX_PRODUCTS + 20 }, (_, index) => ({ sku: `rj-${index}`, quantity: 1, note: '' }));
    expect(validProducts(many)).toHaveLength(MAX_PRODUCTS);
  });
});

describe('a selection shared by its address', () => {
  it('reads back what it was made of, notes in any script included', () => {
    const products = [
      { sku: 'rj-hr-001', quantity: 40, note: 'ivory, 20 & 20 in navy' },
      { sku: 'rj-gs-002', quantity: 3, note: '' },
      { sku: 'rj-st-001', quantity: 9999, note: '象牙白，要礼盒' },
    ];
    const { query, notesLeftOut } = sharedSelectionQuery(products);
    expect(query).toMatch(/^\?pieces=rj-hr-001:40,rj-gs-002:3,rj-st-001:9999&/);
    expect(notesLeftOut).toBe(false);
    expect(readSharedSelection(query)).toEqual({ products, unreadable: false, leftOut: [] });
  });

  it('leaves the notes out when they would make an address too long to be read, and keeps every piece', () => {
    // A Chinese character takes nine in an address: 30 notes of 60 characters are over the limit.
    const products = Array.from({ length: 30 }, (_, index) => ({
      ...product(index + 1),
      note: '象牙白配藏青，每条单独装礼盒'.repeat(5).slice(0, 60),
    }));
    const { query, notesLeftOut } = sharedSelectionQuery(products);
    expect(notesLeftOut).toBe(true);
    expect(query.length).toBeLessThanOrEqual(MAX_SHARED_QUERY_LENGTH);
    expect(readSharedSelection(query)).toEqual({
      products: products.map(({ sku, quantity }) => ({ sku, quantity, note: '' })),
      unreadable: false,
      leftOut: [],
    });
  });

  it('is no shared selection without its parameter', () => {
    expect(readSharedSelection('?utm_source=wechat')).toBeUndefined();
  });

  it('leaves out what it cannot read, and says so', () => {
    expect(
      readSharedSelection(
        '?pieces=rj-hr-001:2,rj-gs-002:0,<script>:1,rj-st-001:abc,rj-ps-001,rj-ws-001:3:4,rj-ws-002:1e3,rj-ws-003:0x10,rj-ws-004:%2B7,rj-hr-002:12',
      ),
    ).toEqual({
      products: [
        { sku: 'rj-hr-001', quantity: 2, note: '' },
        { sku: 'rj-hr-002', quantity: 12, note: '' },
      ],
      unreadable: true,
      leftOut: [
        'rj-gs-002:0',
        '<script>:1',
        'rj-st-001:abc',
        'rj-ps-001',
        'rj-ws-001:3:4',
        'rj-ws-002:1e3',
        'rj-ws-003:0x10',
        'rj-ws-004:+7',
      ],
    });
    // A piece listed again: its first entry counts.
    expect(readSharedSelection('?pieces=rj-hr-001:2,rj-gs-001:10000,rj-hr-001:5')).toEqual({
      products: [{ sku: 'rj-hr-001', quantity: 2, note: '' }],
      unreadable: true,
      leftOut: ['rj-gs-001:10000', 'rj-hr-001:5'],
    });
  });

  it('is bounded: a long note is cut, an address over the limit is not read', () => {
    const long = readSharedSelection(`?pieces=rj-hr-001:1&note.rj-hr-001=${'a'.repeat(MAX_NOTE_LENGTH * 2)}`)!;
    expect(long.products[0]!.note).toHaveLength(MAX_NOTE_LENGTH);
    expect(readSharedSelection(`?pieces=rj-hr-001:1&x=${'a'.repeat(MAX_SHARED_QUERY_LENGTH)}`)).toEqual({
      products: [],
      unreadable: true,
      leftOut: [],
    });
  });
});

describe.each(locales)('the enquiry in %s', (locale) => {
  const text = messages[locale].Selection;
  const SHARE = { url: 'https://example.com/share', notesLeftOut: false };

  it('lists each piece with its name, sku, quantity, note and page, and the totals', () => {
    const products = [product(1, 'ivory'), product(2)];
    const { to, subject, body } = readMailto(enquiryMailto(EMAIL, products, text, SHARE).href);
    expect(to).toBe(EMAIL);
    expect(subject).toBe(text.mailSubject.replace('{count}', '30'));
    expect(readMailto(enquiryMailto(EMAIL, [{ ...product(1), quantity: 1 }], text, SHARE).href).subject).toBe(text.mailSubjectOne);
    expect(body.replace(/\r\n/g, '\n')).toBe(enquiryText(products, text));
    for (const { sku, name, url } of products) for (const part of [sku, name, url]) expect(body).toContain(part);
    expect(body).toContain(text.mailQuantity.replace('{quantity}', '10'));
    expect(body).toContain(text.mailNote.replace('{note}', 'ivory'));
    expect(body).toContain(text.total.replace('{designs}', '2').replace('{count}', '30'));
    expect(body).not.toContain(text.mailShortenedPaste);
    expect(enquiryMailto(EMAIL, products, text, SHARE).whole).toBe(true);
  });

  it.each([
    ['with notes', 'a long note about the colourway and the gift boxes'],
    ['without notes', ''],
  ])(`keeps to ${MAX_MAILTO_LENGTH} characters at 60 pieces %s: sku and quantity each, and where the rest is`, (_, note) => {
    const products = Array.from({ length: 60 }, (_, index) => product(index + 1, note));
    const { query, notesLeftOut } = sharedSelectionQuery(products);
    const share = `https://www.rongjin-silk.com/${locale}/selection/${query}`;
    const { href: address, whole } = enquiryMailto(EMAIL, products, text, { url: share, notesLeftOut });
    expect(whole).toBe(false);
    expect(address.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const { body } = readMailto(address);
    for (const { sku, quantity } of products)
      expect(body).toContain(text.mailShortLine.replace('{sku}', sku).replace('{quantity}', String(quantity)));
    // The share address carries the rest when it fits beside the list; else the text to paste does.
    expect([text.mailShortened.replace('{address}', share), text.mailShortenedPaste].some((rest) => body.includes(rest))).toBe(true);
    expect(body).not.toContain(products[0]!.name);
  });

  it("keeps a note's lines inside its piece's block", () => {
    const [first, second] = [product(1, 'ivory\n\n  gift boxes\r\nby 1 March\n'), product(2)];
    expect(enquiryText([first!, second!], text)).toContain(
      `   ${text.mailNote.replace('{note}', 'ivory\n   gift boxes\n   by 1 March')}\n   ${first!.url}\n\n`,
    );
  });

  it('says where the notes are when the share address leaves them out', () => {
    const products = Array.from({ length: 3 }, (_, index) => product(index + 1, '丝巾'.repeat(150)));
    const { query, notesLeftOut } = sharedSelectionQuery(products);
    expect(notesLeftOut).toBe(true);
    const share = `https://www.rongjin-silk.com/${locale}/selection/${query}`;
    const { body } = readMailto(enquiryMailto(EMAIL, products, text, { url: share, notesLeftOut }).href);
    expect(body.replace(/\r\n/g, '\n')).toContain(text.mailShortenedNoNotes.replace('{address}', share));
    expect(body).not.toContain(text.mailShortened.replace('{address}', share));
  });

  it('names what did not fit when even the short list is too long', () => {
    const products = Array.from({ length: MAX_PRODUCTS }, (_, index) => product(index + 1));
    const { href: address } = enquiryMailto(EMAIL, products, text, {
      url: `https://www.rongjin-silk.com/?pieces=${'x'.repeat(3000)}`,
      notesLeftOut: false,
    });
    expect(address.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const { body } = readMailto(address);
    expect(body).toContain(text.mailShortenedPaste);
    const shown = products.filter(({ sku }) => body.includes(`${sku}`)).length;
    expect(shown).toBeGreaterThan(10);
    expect(body).toContain(text.mailMore.replace('{count}', String(MAX_PRODUCTS - shown)));
  });
});
