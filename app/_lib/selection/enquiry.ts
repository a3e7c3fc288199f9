import { mailHref } from '@/app/_addresses/site-addresses';
import { fill } from '@/app/_lib/text/fill';
import { MAX_MAILTO_LENGTH } from '@/app/_config/selection';
import type messages from '@/messages/en-US.json';

/*
 * The enquiry a selection becomes: a text in the visitor's language, copied for WeChat, and the
 * same text as a `mailto:` address to the house, which the visitor's own mail program sends.
 */

/** The Selection messages, with their {placeholders} still in them, which the selection's islands get as props. */
export type SelectionText = (typeof messages)['Selection'];

/** The address that opens the shared selection, and whether the notes were too long to travel in it. */
type SharedAddress = { url: string; notesLeftOut: boolean };

/** A saved product as the enquiry lists it. */
export type EnquiryProduct = { sku: string; name: string; quantity: number; note: string; url: string };

// RFC 6068 asks for CRLF line breaks in a mailto body; copied text keeps the platform's own.
const CRLF = '\r\n';

export const enquiryTotals = (products: readonly EnquiryProduct[]) => ({
  designs: String(products.length),
  count: String(products.reduce((sum, product) => sum + product.quantity, 0)),
});

function enquirySubject(products: readonly EnquiryProduct[], text: SelectionText): string {
  const { count } = enquiryTotals(products);
  return count === '1' ? text.mailSubjectOne : fill(text.mailSubject, { count });
}

/** A note's own lines, kept inside its product's block: indented as the block's other lines, no empty one among them. */
const indentedNote = (note: string) =>
  note
    .trim()
    .split(/\s*\n\s*/)
    .join('\n   ');

/** Every product with its name, quantity, note and page, and the totals: what "Copy for WeChat" copies. */
export function enquiryText(products: readonly EnquiryProduct[], text: SelectionText): string {
  const blocks = products.map((product, index) =>
    [
      fill(text.mailProduct, { index: String(index + 1), name: product.name, sku: product.sku }),
      `   ${fill(text.mailQuantity, { quantity: String(product.quantity) })}`,
      ...(product.note.trim() ? [`   ${fill(text.mailNote, { note: indentedNote(product.note) })}`] : []),
      `   ${product.url}`,
    ].join('\n'),
  );
  return [text.mailGreeting, ...blocks, fill(text.total, enquiryTotals(products)), text.mailClosing].join('\n\n');
}

/**
 * Percent-encodes a mail's subject or body as RFC 6068 asks, leaving unencoded the delimiters it
 * allows in a header's value (`:`, `,`, `;`, `@`): the short list stays within the limit longer.
 */
const encode = (value: string) => encodeURIComponent(value).replace(/%(3A|2C|3B|40)/g, (escape) => decodeURIComponent(escape));

const mailto = (email: string, subject: string, body: string) =>
  `${mailHref(email)}?subject=${encode(subject)}&body=${encode(body.replace(/\n/g, CRLF))}`;

/**
 * The enquiry as a `mailto:` address of at most MAX_MAILTO_LENGTH characters, and whether it holds
 * the whole text (the page says so when it does not). The whole text when it fits; else sku and
 * quantity per product, with the address of the shared selection (`share`) for the rest (and, where
 * the notes were too long for that address, a word that they can be pasted from "Copy for
 * WeChat"); else, when that is too long too, a word that the rest can be pasted from there, with
 * as many products as fit and the count of the others.
 */
export function enquiryMailto(
  email: string,
  products: readonly EnquiryProduct[],
  text: SelectionText,
  share: SharedAddress,
): { href: string; whole: boolean } {
  const subject = enquirySubject(products, text);
  const whole = mailto(email, subject, enquiryText(products, text));
  if (whole.length <= MAX_MAILTO_LENGTH) return { href: whole, whole: true };
  return { href: shortenedMailto(email, subject, products, text, share), whole: false };
}

function shortenedMailto(email: string, subject: string, products: readonly EnquiryProduct[], text: SelectionText, share: SharedAddress) {
  const items = products.map((product) => fill(text.mailShortLine, { sku: product.sku, quantity: String(product.quantity) }));
  const totals = fill(text.total, enquiryTotals(products));
  // One paragraph, not a line a product: a line break costs six characters of the link, a comma two.
  const short = (shown: number, rest: string) => {
    const more = shown < items.length ? [fill(text.mailMore, { count: String(items.length - shown) })] : [];
    return mailto(
      email,
      subject,
      [text.mailGreeting, [...items.slice(0, shown), ...more].join(', '), totals, rest, text.mailClosing].join('\n\n'),
    );
  };
  const withAddress = short(
    items.length,
    fill(share.notesLeftOut ? text.mailShortenedNoNotes : text.mailShortened, { address: share.url }),
  );
  if (withAddress.length <= MAX_MAILTO_LENGTH) return withAddress;
  for (let shown = items.length; shown > 0; shown -= 1) {
    const address = short(shown, text.mailShortenedPaste);
    if (address.length <= MAX_MAILTO_LENGTH) return address;
  }
  return short(0, text.mailShortenedPaste);
}
