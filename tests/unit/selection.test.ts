import { describe, expect, it } from 'vitest';
import { enquiryMailto, enquiryText, type EnquiryPiece } from '@/app/_components/selection/enquiry';
import { parseQuantity, validPieces } from '@/app/_components/selection/selection-store';
import { readSharedSelection, sharedSelectionQuery } from '@/app/_components/selection/shared-selection';
import { MAX_MAILTO_LENGTH, MAX_NOTE_LENGTH, MAX_PIECES, MAX_SHARED_QUERY_LENGTH } from '@/app/_config/selection';
import { locales, messages } from '@/tests/shared/site';

const EMAIL = 'business@rongjin-silk.com';

/** The parts of a mailto: address, decoded as a mail program reads them. */
function readMailto(address: string) {
  const url = new URL(address);
  return { to: url.pathname, subject: url.searchParams.get('subject')!, body: url.searchParams.get('body')! };
}

const piece = (index: number, note = ''): EnquiryPiece => ({
  sku: `rj-hr-${String(index).padStart(3, '0')}`,
  name: `Hibiscus ${index}`,
  quantity: index * 10,
  note,
  url: `https://www.rongjin-silk.com/en-US/product/rj-hr-${String(index).padStart(3, '0')}/`,
});

describe('the browser’s copy of the selection', () => {
  it('keeps valid pieces and leaves out what is not one, whoever wrote it', () => {
    expect(
      validPieces([
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

  it('takes a typed quantity as a whole number from 1 to 9,999, in full-width digits too', () => {
    expect(['1', ' 40 ', '9999', '４０', '０７'].map(parseQuantity)).toEqual([1, 40, 9999, 40, 7]);
    expect(['0', '10000', '12.5', '1e3', '-3', 'forty', '', '0x10', '四十'].map(parseQuantity)).toEqual(Array(9).fill(undefined));
  });

  it(`holds at most ${MAX_PIECES} pieces`, () => {
    const many = Array.from({ length: MAX_PIECES + 20 }, (_, index) => ({ sku: `rj-${index}`, quantity: 1, note: '' }));
    expect(validPieces(many)).toHaveLength(MAX_PIECES);
  });
});

describe('a selection shared by its address', () => {
  it('reads back what it was made of, notes in any script included', () => {
    const pieces = [
      { sku: 'rj-hr-001', quantity: 40, note: 'ivory, 20 & 20 in navy' },
      { sku: 'rj-gs-002', quantity: 3, note: '' },
      { sku: 'rj-st-001', quantity: 9999, note: '象牙白，要礼盒' },
    ];
    const query = sharedSelectionQuery(pieces);
    expect(query).toMatch(/^\?pieces=rj-hr-001:40,rj-gs-002:3,rj-st-001:9999&/);
    expect(readSharedSelection(query)).toEqual({ pieces, unreadable: false });
  });

  it('is no shared selection without its parameter', () => {
    expect(readSharedSelection('?utm_source=wechat')).toBeUndefined();
  });

  it('leaves out what it cannot read, and says so', () => {
    expect(readSharedSelection('?pieces=rj-hr-001:2,rj-gs-002:0,<script>:1,rj-st-001:abc,rj-ps-001,rj-ws-001:3:4,rj-hr-002:12')).toEqual({
      pieces: [
        { sku: 'rj-hr-001', quantity: 2, note: '' },
        { sku: 'rj-hr-002', quantity: 12, note: '' },
      ],
      unreadable: true,
    });
  });

  it('is bounded: a long note is cut, an address over the limit is not read', () => {
    const long = readSharedSelection(`?pieces=rj-hr-001:1&note.rj-hr-001=${'a'.repeat(MAX_NOTE_LENGTH * 2)}`)!;
    expect(long.pieces[0]!.note).toHaveLength(MAX_NOTE_LENGTH);
    expect(readSharedSelection(`?pieces=rj-hr-001:1&x=${'a'.repeat(MAX_SHARED_QUERY_LENGTH)}`)).toEqual({ pieces: [], unreadable: true });
  });
});

describe.each(locales)('the enquiry in %s', (locale) => {
  const text = messages[locale].Selection;

  it('lists each piece with its name, sku, quantity, note and page, and the totals', () => {
    const pieces = [piece(1, 'ivory'), piece(2)];
    const { to, subject, body } = readMailto(enquiryMailto(EMAIL, pieces, text, 'https://example.com/share'));
    expect(to).toBe(EMAIL);
    expect(subject).toBe(text.mailSubject.replace('{count}', '30'));
    expect(body.replace(/\r\n/g, '\n')).toBe(enquiryText(pieces, text));
    for (const { sku, name, url } of pieces) for (const part of [sku, name, url]) expect(body).toContain(part);
    expect(body).toContain(text.mailQuantity.replace('{quantity}', '10'));
    expect(body).toContain(text.mailNote.replace('{note}', 'ivory'));
    expect(body).toContain(text.total.replace('{designs}', '2').replace('{count}', '30'));
    expect(body).not.toContain(text.mailShortenedPaste);
  });

  it(`keeps to ${MAX_MAILTO_LENGTH} characters at 60 pieces: sku and quantity each, and where the rest is`, () => {
    const pieces = Array.from({ length: 60 }, (_, index) => piece(index + 1, 'a long note about the colourway and the gift boxes'));
    const share = 'https://www.rongjin-silk.com/en-US/selection/?pieces=rj-hr-001:10';
    const address = enquiryMailto(EMAIL, pieces, text, share);
    expect(address.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const { body } = readMailto(address);
    for (const { sku, quantity } of pieces)
      expect(body).toContain(text.mailShortLine.replace('{sku}', sku).replace('{quantity}', String(quantity)));
    expect(body).toContain(text.mailShortened.replace('{address}', share));
    expect(body).not.toContain(pieces[0]!.name);
  });

  it('names what did not fit when even the short list is too long', () => {
    const pieces = Array.from({ length: MAX_PIECES }, (_, index) => piece(index + 1));
    const address = enquiryMailto(EMAIL, pieces, text, `https://www.rongjin-silk.com/?pieces=${'x'.repeat(3000)}`);
    expect(address.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const { body } = readMailto(address);
    expect(body).toContain(text.mailShortenedPaste);
    const shown = pieces.filter(({ sku }) => body.includes(`${sku}`)).length;
    expect(shown).toBeGreaterThan(10);
    expect(body).toContain(text.mailMore.replace('{count}', String(MAX_PIECES - shown)));
  });
});
