import { z } from 'zod';
import { reusedIntl } from '@/app/_config/intl-cache';
import { locales, type Locale } from '@/app/_config/locales';
import { nearMiss } from './near-miss';
import { SKU } from './naming';

/*
 * The building blocks of the content schemas (schema/), each with the message the check gives
 * for a value it refuses: the loader turns a failed check into `path:line:column field message`.
 */

// Each product's schema is built for it (it knows the product's folder and pictures) and used once:
// compiling it to a fast parser would cost more than it saves, about 7% of a build's content check.
// Set here, before any schema is made: a schema reads it when it is made.
z.config({ jitless: true });

/** A text that must not be empty; `what` completes "write …", e.g. "the product's name". */
export const text = (what: string) =>
  z
    .string({ error: `write ${what}` })
    .trim()
    .min(1, `write ${what}`)
    .refine((value) => !UNSEEN.test(value), {
      error: (issue) => {
        const character = UNSEEN.exec(String(issue.input))![0];
        return `has an invisible character (${codePoint(character)}) in it: type the text again without it`;
      },
    })
    .refine((value) => !WRAPPED_IN_CURLY_QUOTES.test(value), {
      error: (issue) => {
        const value = String(issue.input).trim();
        return `is wrapped in ${value.at(0)} ${value.at(-1)}, which would show on the page: remove them, or type straight quotes "…" in English mode`;
      },
    });

/**
 * A short value wrapped whole in the quotes Word or a Chinese keyboard types for YAML's "…": they
 * are read as part of the text. A longer one may be a quotation, meant as it is.
 */
const WRAPPED_IN_CURLY_QUOTES = /^(“[^“”]{0,100}”|‘[^‘’]{0,100}’)$/;

/**
 * Characters no text of the site needs and a visitor cannot see: control characters (a YAML
 * escape such as "\0" writes them) and the marks that turn text right to left or hide a break.
 */
const UNSEEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069]/;

/** A character's Unicode name for it, e.g. U+00A0: what an editor can look up or search for. */
const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * An object of one field per locale, each on its own line below the field (`city:`, then
 * `en-US: Chengdu` and `zh-CN: 成都`). Other languages are refused, so that a slip such as
 * `zh_CN:` is named instead of ignored; `error` says how the field is written.
 */
const perLocale = <Field extends z.ZodType>(field: (locale: Locale) => Field, error: string) =>
  z.strictObject(Object.fromEntries(locales.map((locale) => [locale, field(locale)])) as Record<Locale, Field>, { error });

/** A text of at most `max` characters; `more` follows the limit in the message. */
export const textUpTo = (what: string, max: number, more = '') =>
  text(what).max(max, { error: (issue) => `is ${String(issue.input).length} characters long: keep it to ${max} at most${more}` });

/** A text written once per locale, naming `what` and the example in every message. */
export const inEachLanguage = (what: string, example: Record<Locale, string>, max: number) =>
  perLocale(
    (locale) => textUpTo(`${what} in ${locale}, e.g. ${example[locale]}`, max),
    `write ${what} in each language, on the lines below it: ${locales.map((locale) => `${locale}: ${example[locale]}`).join(' and ')}`,
  );

/** A telephone number as visitors dial it: in quotes, which keep YAML from reading it as a number. */
export const telephone = z
  .string({ error: 'write the phone number in quotes, e.g. "+86 28 8620 3366"' })
  .regex(/^\+?[\d ()-]{6,30}$/, {
    error: (issue) =>
      // Several numbers in one (`+86 28 8620 3366 / 3367`): too long, but in the signs of a phone number.
      String(issue.input).length > 30 && /^[\d\s()+\-/,;]+$/.test(String(issue.input))
        ? `is ${String(issue.input).length} characters long: write one phone number, of at most 30, e.g. "+86 28 8620 3366"`
        : withLookalike(issue.input, 'write a phone number, e.g. "+86 28 8620 3366"'),
    abort: true,
  })
  // From a short local number to the longest an international one can be (15 digits, ITU E.164).
  .refine((number) => /^\D*(\d\D*){6,15}$/.test(number), {
    error: (issue) =>
      `has ${String(issue.input).replace(/\D/g, '').length} digits: write a phone number of 6 to 15 digits, e.g. "+86 28 8620 3366"`,
  });

/**
 * The character of `value` that was copied from a chat or a document and only looks like a plain
 * one (a Cyrillic о, an en dash) or cannot be seen (a no-break or zero-width space), named. What a
 * Chinese keyboard types (full-width forms, 。) gets its own note, and Chinese text is left alone.
 */
function lookalikeSlip(value: string): string | undefined {
  const characters = [...value];
  // A no-break space reads as a plain one once normalised: it is looked for as it is.
  const invisible = characters.find((character) => /[\p{Cf}\p{Cc}\p{Z}]/u.test(character) && !/[ \u3000]/.test(character));
  if (invisible) return `it has an invisible character (${codePoint(invisible)}) in it`;
  const lookalike = characters.find((character) => !/^[\x20-\x7e\u3000-\u303f]*$/.test(character.normalize('NFKC')));
  if (!lookalike || /\p{Script=Han}/u.test(value)) return undefined;
  return `its “${lookalike}” (${codePoint(lookalike)}) only looks like an English letter, digit or sign`;
}

/** `message`, or what is wrong with a value that looks right: a character in it that only looks plain. */
export const withLookalike = (input: unknown, message: string) => {
  const slip = typeof input === 'string' ? lookalikeSlip(input) : undefined;
  return slip ? `${slip}: retype it in English mode` : message;
};

/**
 * A short text written once per locale that a page may do without (an ordering term): both
 * languages or none, each at most `max` characters. `example` is its English, for the message.
 */
export const optionalLocalisedText = (max: number, example: string) =>
  perLocale(
    (locale) => textUpTo(`the ${locale} text`, max, ', a line or two on the page'),
    `write the text in each language on its own line below the field, e.g. "  en-US: ${example}" and "  zh-CN: …", or leave the field out`,
  ).optional();

/**
 * Words in either language or both, for what the site keeps out of sight (a search's other
 * words); at most `max` characters in each.
 */
export const optionalWordsInEachLanguage = (max: number, example: Record<Locale, string>) =>
  perLocale(
    (locale) => textUpTo(`the ${locale} words`, max).optional(),
    `write the words of each language on its own line below the field, e.g. ${locales.map((locale) => `"  ${locale}: ${example[locale]}"`).join(' and ')}, or leave the field out`,
  ).optional();

/** A day written as year-month-day, e.g. 2026-12-31; `what` completes "write …". */
export const isoDate = (what: string, example: string) =>
  // YAML 1.2 reads 2026-12-31 as text; z.iso.date() also refuses a day its month lacks (2026-02-30).
  // A date typed without hyphens (20261231) reads as a number: taken as the text typed, so the
  // problem asks for hyphens rather than for quotes.
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.iso.date({ error: (issue) => impossibleDay(issue.input) ?? `write ${what} as year-month-day, e.g. ${example}` }),
  );

/** What is wrong with a date written as year-month-day that no calendar has (2026-02-30), if it is one. */
function impossibleDay(input: unknown): string | undefined {
  const [, year, month] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(input)) ?? [];
  if (!year) return undefined;
  if (Number(month) < 1 || Number(month) > 12) return `has no month ${month}: write the month as 01 to 12, then the day`;
  const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return `is not a day of the calendar: ${year}-${month} has ${days} days`;
}

/** An id or a sku; `missing` is what to write where it is left out, when there is more to say than "fill it in". */
export const slugOf = (missing?: string, example = 'rj-hr-001') =>
  z
    .string(missing === undefined ? undefined : { error: missing })
    .regex(SKU, `use lowercase letters, digits and single hyphens, e.g. ${example}`);

export const slug = slugOf();

const NOT_IN_ADDRESSES = /["<>`\\]/;

/** An address as a browser's address bar gives it: a space or a Chinese full stop in it would break the link. */
export const httpsUrl = z
  .url({ protocol: /^https$/, error: 'write a full https:// address', abort: true })
  .regex(/^[\x21-\x7e]+$/, {
    error: (issue) =>
      withLookalike(
        issue.input,
        "has a space or a full-width sign (such as 。) in it: copy the address again from the browser's address bar",
      ),
    abort: true,
  })
  // What a browser's address bar never gives: it writes these characters as %22, %3C… (a slip of
  // copying, or markup pasted with the address).
  .refine((address) => !NOT_IN_ADDRESSES.test(address), {
    error: (issue) =>
      `has ${NOT_IN_ADDRESSES.exec(String(issue.input))![0]} in it, which an address cannot hold: copy the address again from the browser's address bar`,
    abort: true,
  })
  // `https://shop.rongjin-silk.com@other.example/` leads to other.example, whatever it seems to say.
  .refine((address) => !/^https:\/\/[^/?#]*@/.test(address), {
    error: "has a name before an @, so it leads to the host after the @: copy the address again from the browser's address bar",
  });

/** A host as a link's address names it (lowercase): a product's shopUrl is matched against it. */
export const hostName = z
  .string({ error: 'write a host name, e.g. shop.rongjin-silk.com' })
  .trim()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'write the host name alone, in lowercase, without https:// or /, e.g. shop.rongjin-silk.com');

/** Flags each entry of a list that repeats an earlier one. */
export function reportRepeats(items: readonly (string | undefined)[], ctx: z.RefinementCtx, field?: string) {
  items.forEach((item, index) => {
    // undefined: an item already reported as wrong in itself.
    if (item === undefined || items.indexOf(item) === index) return;
    ctx.addIssue({ code: 'custom', path: field ? [index, field] : [index], input: item, message: 'is listed twice: remove one' });
  });
}

/** A list written one entry per line (`  - front.jpg`). */
export const listOf = <Item extends z.ZodType>(item: Item, example: string) =>
  z.array(item, { error: `write one entry per line, each after "  - ", e.g. "  - ${example}"` });

/** A field left empty (`variants:`) reads as null: take it as an empty list. */
export const emptyAsNone = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => value ?? [], schema);

/** A measure in centimetres. */
export const centimetres = (example: string) =>
  z
    .number({ error: `write a number of centimetres, e.g. ${example}` })
    .positive(`write a size above zero, e.g. ${example}`)
    .max(MAX_CENTIMETRES, `is more than ${MAX_CENTIMETRES.toLocaleString('en-US')} cm: check the number, in centimetres, e.g. ${example}`)
    .refine((size) => decimalsIn(size) <= 1, `write the size to a millimetre at most, with one decimal, e.g. ${example}.5`);

/** Far longer than any scarf or stole: a number past it was mistyped (or written in millimetres). */
export const MAX_CENTIMETRES = 1000;
/** Far above any piece's price in any currency the house sells in: a number past it was mistyped. */
export const MAX_AMOUNT = 100_000_000;

/** ISO 4217 codes as the platform knows them, so the price can always be formatted. */
const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

/** How many decimals a currency's prices may have: 2 for CNY, 0 for JPY, 3 for KWD; none for an unknown code. */
export const decimalsOfCurrency = (currency: string) => (currencyCodes.has(currency) ? decimalsOf(currency) : undefined);

const decimalsOf = (currency: string) =>
  reusedIntl(
    `decimals ${currency}`,
    () => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2,
  );

/** The decimals of `amount` as JavaScript writes it: 0.0000001 is written 1e-7, with 7. */
const decimalsIn = (amount: number) => {
  const [digits = '', exponent = '0'] = String(amount).split('e');
  return Math.max(0, (digits.split('.')[1] ?? '').length - Number(exponent));
};

/** A price's amount, before its currency is known. */
export const amount = z
  .number({ error: 'write the price as a plain number, e.g. 1680' })
  .positive('write a price above zero, e.g. 1680')
  .max(MAX_AMOUNT, `is more than ${MAX_AMOUNT.toLocaleString('en-US')}: check the price, a plain number, e.g. 1680`);

export const currencyCode = z
  .string()
  .refine((code) => currencyCodes.has(code), 'is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals');

/** Flags a price's amount written with more decimals than its currency has. */
export function reportExtraDecimals({ amount, currency }: { amount: number; currency: string }, ctx: z.RefinementCtx) {
  const decimals = decimalsOfCurrency(currency);
  if (decimals === undefined) return; // reported on the currency itself
  if (decimalsIn(amount) > decimals) {
    const allowed = decimals === 0 ? 'whole numbers only' : `at most ${decimals} decimals`;
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      input: amount,
      message: `has too many decimals for ${currency}: use ${allowed}`,
    });
  }
}

/**
 * `message`, then the choices while they are few enough to read (a catalogue has thousands of
 * skus). Made only when there is a problem to report: every product's schema has these checks.
 */
const withChoices = (message: string, lead: string, values: ReadonlySet<string> | undefined) => () =>
  values && values.size > 0 && values.size <= 20 ? `${message}: ${lead} ${[...values].join(', ')}` : message;

/**
 * A value among `values`; a near miss of a word (not of a code such as a sku) gets a suggestion,
 * and a name in `named` (in small letters) the value it names. Without `values` (the shape of a
 * file, before the content it refers to is known), any text.
 */
export const oneOf = (
  values: ReadonlySet<string> | undefined,
  what: string,
  { suggest = true, named }: { suggest?: boolean; named?: ReadonlyMap<string, string> } = {},
) =>
  z.string({ error: withChoices(`write ${what}`, 'one of', values) }).refine((value) => !values || values.has(value), {
    error: (issue) => {
      const value = String(issue.input);
      const written = value.trim().toLowerCase();
      // A value that differs from one only in its letters' case is a near miss, below.
      const namedValue = named?.get(written);
      if (namedValue && namedValue !== written) return `is not ${what} but the name of one: write its id, ${namedValue}`;
      const slip = lookalikeSlip(value);
      if (slip) return `is not ${what}: ${slip}: retype it in English mode`;
      const nearest = suggest && values ? nearMiss(value.toLowerCase(), [...values]) : undefined;
      if (nearest) return `is not ${what}: did you mean ${nearest}?`;
      return withChoices(`is not ${what}`, 'use one of', values)();
    },
  });
