import { z } from 'zod';
import { reusedIntl } from '@/app/_config/intl-cache';
import { locales, type Locale } from '@/app/_config/locales';
import { nearMiss } from './near-miss';

/*
 * The shape of every file under content/. Editors read the field comments here and in
 * content/README.md; the loader turns a failed check into `path:line:column field message`.
 */

// Each product's schema is built for it (it knows the product's folder and pictures) and used once:
// compiling it to a fast parser would cost more than it saves, about 7% of a build's content check.
z.config({ jitless: true });

/** A text that must not be empty; `what` completes "write …", e.g. "the product's name". */
const text = (what: string) =>
  z
    .string({ error: `write ${what}` })
    .trim()
    .min(1, `write ${what}`);

/** A text written once per locale, e.g. `{ en-US: Stole, zh-CN: 长披肩 }`. */
const localisedText = z.object(
  Object.fromEntries(locales.map((locale) => [locale, text(`the ${locale} text`)])) as Record<Locale, z.ZodString>,
);

/** How a sku or an id is written: lowercase letters, digits and single hyphens. */
export const SKU = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Addresses of the product list (/product/page/2/, /product/type/stole/) that no product may take. */
export const RESERVED_SKUS = ['page', 'type'];

const slug = z.string().regex(SKU, 'use lowercase letters, digits and single hyphens, e.g. rj-hr-001');

/** An address as a browser's address bar gives it: a space or a Chinese full stop in it would break the link. */
const httpsUrl = z
  .url({ protocol: /^https$/, error: 'write a full https:// address', abort: true })
  .regex(/^[\x21-\x7e]+$/, "has a space or a full-width sign (such as 。) in it: copy the address again from the browser's address bar");

/** A host as a link's address names it (lowercase): a product's shopUrl is matched against it. */
const hostName = z
  .string({ error: 'write a host name, e.g. shop.rongjin-silk.com' })
  .trim()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'write the host name alone, in lowercase, without https:// or /, e.g. shop.rongjin-silk.com');

/** Flags each entry of a list that repeats an earlier one. */
function reportRepeats(items: readonly (string | undefined)[], ctx: z.RefinementCtx, field?: string) {
  items.forEach((item, index) => {
    // undefined: an item already reported as wrong in itself.
    if (item === undefined || items.indexOf(item) === index) return;
    ctx.addIssue({ code: 'custom', path: field ? [index, field] : [index], input: item, message: 'is listed twice: remove one' });
  });
}

/** A list written one entry per line (`  - front.jpg`). */
const listOf = <Item extends z.ZodType>(item: Item, example: string) =>
  z.array(item, { error: `write one entry per line, each after "  - ", e.g. "  - ${example}"` });

/** A field left empty (`variants:`) reads as null: take it as an empty list. */
const emptyAsNone = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => value ?? [], schema);

/** A measure in centimetres. */
const centimetres = (example: string) =>
  z.number({ error: `write a number of centimetres, e.g. ${example}` }).positive(`write a size above zero, e.g. ${example}`);

/** ISO 4217 codes as the platform knows them, so the price can always be formatted. */
const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

/** How many decimals a currency's prices may have: 2 for CNY, 0 for JPY. */
const decimalsOf = (currency: string) =>
  reusedIntl(
    `decimals ${currency}`,
    () => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2,
  );

const decimalsIn = (amount: number) => (String(amount).split('.')[1] ?? '').length;

/** The shortest long side a product picture may have, in pixels: the zoom shows it across a desktop screen. */
export const MIN_IMAGE_PIXELS = 1600;

/** content/site.yaml: facts shared by every page. */
export const siteSchema = z.strictObject({
  /** The house's name as shown in each locale. */
  brandName: localisedText,
  /** Public address of the site, used for absolute links. */
  siteUrl: httpsUrl,
  /** The online shop the Shop link opens. */
  shopUrl: httpsUrl,
  /** Hosts a product's `shopUrl` may point to. */
  shopHosts: listOf(hostName, 'shop.rongjin-silk.com').min(1, 'list at least one shop host, e.g. shop.rongjin-silk.com'),
  /** The ICP registration number printed in the footer, e.g. 蜀ICP备2020012345号. */
  icp: text('the ICP number, e.g. 蜀ICP备2020012345号-1'),
  /** The year the copyright line starts from. */
  copyrightYear: z.int({ error: 'write a year, e.g. 2020' }).min(1900, 'write a year, e.g. 2020').max(2100, 'write a year, e.g. 2020'),
  /** How many products a page of the product list shows before the rest go to further pages. */
  productsPerPage: z
    .int({ error: 'write a whole number of products, e.g. 48' })
    .min(1, 'write a number above zero, e.g. 48')
    .max(200, 'write at most 200, e.g. 48: longer pages get slow on phones')
    .default(48),
});

/** content/product-types.yaml: the list the product filter offers, in display order. */
export const productTypesSchema = z
  .array(
    z.strictObject({
      /** Used in product files (`type:`) and in the filter's address, e.g. `stole`. */
      id: slug,
      /** The type's name in each locale. */
      name: localisedText,
    }),
  )
  .min(1)
  .superRefine((types, ctx) =>
    reportRepeats(
      types.map((type) => type.id),
      ctx,
      'id',
    ),
  );

/** The names a product image may have; the extension must match what the file really is. */
export const IMAGE_FILE_NAME = /^[\w-]+\.(jpe?g|png|webp|avif)$/i;

/** Why a picture's name cannot be used, as specifically as the name allows. */
function imageNameProblem(name: string): string {
  if (/\.hei[cf]$/i.test(name)) {
    return 'is an iPhone photo in HEIC, which not every browser shows: export it as JPEG (or set the iPhone to Settings › Camera › Formats › Most Compatible) and name it e.g. front.jpg';
  }
  // A path (../x.jpg, /etc/x.jpg, C:\x.jpg, %2e%2e%2fx.jpg) would reach out of the product folder.
  if (/[/\\]|%2[ef]|%5c|^[a-z]:|^\./i.test(name)) {
    const last = name.split(/[/\\]|%2f|%5c/i).at(-1)!;
    return `write the picture's file name alone, e.g. ${IMAGE_FILE_NAME.test(last) ? last : 'front.jpg'}: a product's pictures are in its own folder, beside index.en-US.md`;
  }
  const names = name.split(/\s*[,，、;；]\s*|\s+/u).filter(Boolean);
  if (names.length > 1 && names.every((part) => /\.\w{3,4}$/.test(part))) {
    return `is ${names.length} pictures on one line: give each a line of its own, after "  - ", e.g. "  - ${names[0]}" and "  - ${names[1]}"`;
  }
  const [, stem, extension] = /^(.*)\.(jpe?g|png|webp|avif)$/i.exec(name) ?? [];
  if (extension) {
    const suggestion = stem!.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'front';
    return `use only English letters, digits, - and _ before the extension, e.g. ${suggestion}.${extension}`;
  }
  return 'name a .jpg, .png, .webp or .avif file in the product folder, e.g. front.jpg';
}

/** What an image file in a product folder turned out to be, or why it cannot be shown. */
export type ImageProbe = { width: number; height: number; hash: string; problem?: never } | { problem: string };

/** What a product may refer to: the ids and hosts that exist elsewhere in the content. */
export type ProductReferences = {
  /** The product's folder name, which its sku must equal. */
  folder: string;
  /** The image files in the product's folder, each read far enough to know its format and size. */
  images: ReadonlyMap<string, ImageProbe>;
  skus: ReadonlySet<string>;
  /** Lists that could not be read are undefined: their own file's problem is reported instead. */
  typeIds?: ReadonlySet<string>;
  careIds: ReadonlySet<string>;
  shopHosts?: readonly string[];
};

/**
 * `message`, then the choices while they are few enough to read (a catalogue has thousands of
 * skus). Made only when there is a problem to report: every product's schema has these checks.
 */
const withChoices = (message: string, lead: string, values: ReadonlySet<string> | undefined) => () =>
  values && values.size > 0 && values.size <= 20 ? `${message}: ${lead} ${[...values].join(', ')}` : message;

/** A value among `values`; a near miss of a word (not of a code such as a sku) gets a suggestion. */
const oneOf = (values: ReadonlySet<string> | undefined, what: string, { suggest = true } = {}) =>
  z.string({ error: withChoices(`write ${what}`, 'one of', values) }).refine((value) => !values || values.has(value), {
    error: (issue) => {
      const value = String(issue.input);
      // Copied from a chat or a document: a Cyrillic о, an en dash or an invisible space reads as the same
      // word. (Full-width forms, which a Chinese keyboard types, have English ones and get their own note.)
      const lookalike = [...value].find((character) => !/^[\x20-\x7e]*$/.test(character.normalize('NFKC')));
      if (lookalike && !/\p{Script=Han}/u.test(value)) {
        const code = `U+${lookalike.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        const slip = /[\p{Cf}\p{Cc}\p{Z}]/u.test(lookalike)
          ? `it has an invisible character (${code}) in it`
          : `its “${lookalike}” (${code}) only looks like an English letter, digit or hyphen`;
        return `is not ${what}: ${slip}: retype it in English mode`;
      }
      const nearest = suggest && values ? nearMiss(value.toLowerCase(), [...values]) : undefined;
      if (nearest) return `is not ${what}: did you mean ${nearest}?`;
      return withChoices(`is not ${what}`, 'use one of', values)();
    },
  });

/**
 * A product's text in one locale, in content/products/<sku>/: its name, picture descriptions and
 * description. The default locale's file (index.en-US.md) also holds the facts, written once for
 * both: the layout git-based CMSs write, one entry per product.
 */
export const productTextFile = (locale: Locale) => `index.${locale}.md`;

/**
 * The facts of a product, at the top of its index.en-US.md, written once for both locales.
 * References to other content are checked here too, so one run reports every problem.
 */
export function productFactsSchema(refs: ProductReferences) {
  return z.strictObject({
    /** The product's code; the same as its folder name and part of its address: /product/<sku>/. */
    sku: slug.superRefine((sku, ctx) => {
      if (RESERVED_SKUS.includes(sku)) {
        ctx.addIssue({
          code: 'custom',
          input: sku,
          message: `is a word the product list's own addresses use (/product/${sku}/…): choose another sku and rename the folder`,
        });
        return;
      }
      if (sku === refs.folder) return;
      // A folder copied from another product ("fx-002 copy") keeps that product's sku, which is taken.
      const message = !SKU.test(refs.folder)
        ? `cannot match the folder name ${JSON.stringify(refs.folder)}, which is not a sku: ` +
          (sku && !refs.skus.has(sku)
            ? `rename the folder to ${sku}`
            : 'rename the folder to a new sku (lowercase letters, digits and hyphens) and write it here')
        : refs.skus.has(sku)
          ? `is already the sku of content/products/${sku}/: skus are unique, write ${refs.folder} (this folder's name)`
          : `differs from the folder name: write ${refs.folder}, or rename the folder`;
      ctx.addIssue({ code: 'custom', input: sku, message });
    }),
    /** One of the ids in content/product-types.yaml. */
    type: oneOf(refs.typeIds, 'a product type'),
    /** What it is made of; the house works in silk only. */
    material: z.enum(['silk'], { error: 'write silk: the house works in silk only' }),
    /** Finished size in centimetres. */
    size: z.strictObject(
      {
        width: centimetres('90'),
        height: centimetres('180'),
      },
      { error: 'write width and height on the lines below it, e.g. width: 90 and height: 180' },
    ),
    /** Retail price: an amount in the currency's usual decimals, and its ISO 4217 code. */
    price: z
      .strictObject(
        {
          amount: z.number({ error: 'write the price as a plain number, e.g. 1680' }).positive('write a price above zero, e.g. 1680'),
          currency: z
            .string()
            .refine((code) => currencyCodes.has(code), 'is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals'),
        },
        { error: 'write amount and currency on the lines below it, e.g. amount: 1680 and currency: CNY' },
      )
      .superRefine(({ amount, currency }, ctx) => {
        if (!currencyCodes.has(currency)) return; // reported on the currency itself
        const decimals = decimalsOf(currency);
        if (decimalsIn(amount) > decimals) {
          const allowed = decimals === 0 ? 'whole numbers only' : `at most ${decimals} decimals`;
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            input: amount,
            message: `has too many decimals for ${currency}: use ${allowed}`,
          });
        }
      }),
    /** The product's own page in the online shop ('Buy online'); its host must be in site.yaml's shopHosts. */
    shopUrl: httpsUrl.refine(
      // Runs even when the address failed above; only a real address has a host to check.
      (url) => !refs.shopHosts || !URL.canParse(url) || refs.shopHosts.includes(new URL(url).host),
      `is not on a shop host: link to ${refs.shopHosts?.join(' or ')} (shopHosts in content/site.yaml)`,
    ),
    /** Skus of the same design in other colours or styles. */
    variants: emptyAsNone(
      listOf(
        oneOf(refs.skus, 'a product (a folder in content/products/)', { suggest: false }).refine(
          (sku) => sku !== refs.folder,
          'is this product itself: list only the other colours or styles',
        ),
        'rj-hr-002',
      ).superRefine(reportRepeats),
    ),
    /** Id of a care text: a folder in content/care/. */
    care: oneOf(refs.careIds, 'a care text (a folder in content/care/)'),
    /** Image files in the product's folder, the first one leading. */
    images: emptyAsNone(
      listOf(
        z
          .string()
          .regex(IMAGE_FILE_NAME, { error: (issue) => imageNameProblem(String(issue.input)) })
          .transform((file, ctx) => {
            const probe = refs.images.get(file);
            if (probe && !('problem' in probe)) return { file, ...probe };
            // A Mac or Windows finds Front.JPG when asked for front.jpg; the web server does not.
            const otherCase = [...refs.images.keys()].find((name) => name.toLowerCase() === file.toLowerCase());
            const missing = otherCase
              ? `is not in content/products/${refs.folder}/, but "${otherCase}" is: rename the file to ${file}, letter for letter`
              : `is not in content/products/${refs.folder}/: add the file or fix its name`;
            const message = probe?.problem ?? missing;
            ctx.addIssue({ code: 'custom', input: file, message });
            return z.NEVER;
          }),
        'front.jpg',
      )
        .min(1, 'list at least one image, e.g. front.jpg')
        // An entry already reported is still the text written, or nothing: only pictures found count.
        .superRefine((images, ctx) =>
          reportRepeats(
            images.map((image) => (image as { file?: string } | undefined)?.file),
            ctx,
          ),
        ),
    ),
  });
}

/** A name that a product card's heading shows in a few lines, on a phone too. */
const MAX_NAME_LENGTH = 60;
/** A description a screen reader reads in one breath; the page's text says the rest. */
const MAX_PICTURE_DESCRIPTION_LENGTH = 150;

/** content/products/<sku>/<locale>.md frontmatter; the Markdown body is the description. */
export const productTextSchema = z.strictObject({
  /** The product's name in this locale; what more there is to say belongs in the description. */
  name: text("the product's name in this language").max(MAX_NAME_LENGTH, {
    error: (issue) =>
      `is ${String(issue.input).length} characters long: keep the name to ${MAX_NAME_LENGTH} at most, and say the rest in the description`,
  }),
  /**
   * What some of the product's pictures show, in this language: for each, its file and a
   * description, read by screen readers and shown in the zoom. A picture without one is called
   * "<name>, view 2 of 4".
   */
  pictures: listOf(
    z.strictObject(
      {
        /** A picture listed under images, e.g. edge.jpg. */
        file: z.string({ error: 'write the file name of one of the pictures listed under images, e.g. edge.jpg' }),
        /** What the picture shows, e.g. The hand-rolled edge, close up. */
        description: text('what the picture shows, e.g. The hand-rolled edge, close up').max(MAX_PICTURE_DESCRIPTION_LENGTH, {
          error: (issue) =>
            `is ${String(issue.input).length} characters long: describe the picture in ${MAX_PICTURE_DESCRIPTION_LENGTH} at most`,
        }),
      },
      { error: 'write file: and description: on the lines below "  - ", e.g. "  - file: edge.jpg" and "    description: …"' },
    ),
    'file: edge.jpg',
  )
    .superRefine((pictures, ctx) =>
      reportRepeats(
        pictures.map(({ file }) => file),
        ctx,
        'file',
      ),
    )
    // By file, as the pages look them up.
    .transform((pictures) => Object.fromEntries(pictures.map(({ file, description }) => [file, description])))
    .optional(),
});

/** content/care/<id>/<locale>.md frontmatter; the body is the care text. */
export const careTextSchema = z.strictObject({
  /** Heading of the care text. */
  title: text('the heading of the care text, e.g. Caring for silk twill'),
});

/** content/about/<locale>.md frontmatter; the body is the brand story. */
export const aboutTextSchema = z.strictObject({
  /** The page heading. */
  title: text('the page heading, e.g. About us'),
  /** One sentence under the heading. */
  lead: text('one sentence to go under the heading'),
});

/** content/contact/contact.yaml: contact facts shared by both locales. */
export const contactFactsSchema = z.strictObject({
  /** Telephone number, international form, e.g. "+86 28 8620 3366". */
  tel: z
    .string({ error: 'write the phone number in quotes, e.g. "+86 28 8620 3366"' })
    .regex(/^\+?[\d ()-]{6,}$/, 'write a phone number, e.g. "+86 28 8620 3366"'),
  /** Business email address. */
  email: z.email('write an email address, e.g. business@example.com'),
});

/** content/contact/<locale>.md frontmatter. */
export const contactTextSchema = z.strictObject({
  /** Postal address in Chengdu, in this locale's order. */
  address: text('the postal address'),
  /** Name of the business manager. */
  manager: text("the business manager's name"),
  /** Text of the Business Cooperation section. */
  cooperation: text('the Business Cooperation text'),
  /** Text of the Career Opportunities section. */
  careers: text('the Career Opportunities text'),
  /** Text of the Copyright Notice section. */
  copyright: text('the Copyright Notice text'),
});

export type Site = z.infer<typeof siteSchema>;
export type ProductType = z.infer<typeof productTypesSchema>[number];
export type ProductFacts = z.infer<ReturnType<typeof productFactsSchema>>;
export type ContactFacts = z.infer<typeof contactFactsSchema>;
export type ContactText = z.infer<typeof contactTextSchema>;
