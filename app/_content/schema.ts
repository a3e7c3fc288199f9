import { z } from 'zod';
import { routing } from '../_i18n/routing';

/*
 * The shape of every file under content/. Editors read the field comments here and in
 * content/README.md; the loader turns a failed check into `path:line:column field message`.
 */

const locales = routing.locales;

/** A text written once per locale, e.g. `{ en-US: Stole, zh-CN: 长披肩 }`. */
const localisedText = z.object(
  Object.fromEntries(locales.map((locale) => [locale, z.string().trim().min(1, `write the ${locale} text`)])) as Record<
    (typeof locales)[number],
    z.ZodString
  >,
);

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens, e.g. rj-hr-001');

const httpsUrl = z.url({ protocol: /^https$/, error: 'write a full https:// address' });

/** content/site.yaml: facts shared by every page. */
export const siteSchema = z.strictObject({
  /** The house's name as shown in each locale. */
  brandName: localisedText,
  /** Public address of the site, used for absolute links. */
  siteUrl: httpsUrl,
  /** The online shop the Shop link opens. */
  shopUrl: httpsUrl,
  /** Hosts a product's `shopUrl` may point to. */
  shopHosts: z.array(z.string().min(1)).min(1, 'list at least one shop host'),
  /** The ICP registration number printed in the footer, e.g. 蜀ICP备2020012345号. */
  icp: z.string().min(1),
  /** The year the copyright line starts from. */
  copyrightYear: z.int().min(1900).max(2100),
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
  .min(1);

/** What a product may refer to: the ids and hosts that exist elsewhere in the content. */
export type ProductReferences = {
  /** The product's folder name, which its sku must equal. */
  folder: string;
  /** Files in the product's folder. */
  files: readonly string[];
  skus: readonly string[];
  /** Lists that could not be read are undefined: their own file's problem is reported instead. */
  typeIds?: readonly string[];
  careIds: readonly string[];
  shopHosts?: readonly string[];
};

const oneOf = (values: readonly string[] | undefined, what: string) =>
  slug.refine((value) => !values || values.includes(value), `is not ${what}: use one of ${values?.join(', ')}`);

/**
 * content/products/<sku>/product.yaml: the facts of a product, written once for both locales.
 * References to other content are checked here too, so one run reports every problem.
 */
export function productFactsSchema(refs: ProductReferences) {
  return z.strictObject({
    /** The product's code; the same as its folder name and part of its address: /product/<sku>/. */
    sku: slug.refine((sku) => sku === refs.folder, `differs from the folder name: write ${refs.folder}, or rename the folder`),
    /** One of the ids in content/product-types.yaml. */
    type: oneOf(refs.typeIds, 'a product type'),
    /** What it is made of; the house works in silk only. */
    material: z.enum(['silk']),
    /** Finished size in centimetres. */
    size: z.strictObject({
      width: z.number().positive('write the width in centimetres, e.g. 90'),
      height: z.number().positive('write the height in centimetres, e.g. 90'),
    }),
    /** Retail price. */
    price: z.strictObject({
      amount: z.number().positive('write a price above zero, e.g. 1680'),
      currency: z.string().regex(/^[A-Z]{3}$/, 'write a three-letter ISO 4217 currency code, e.g. CNY'),
    }),
    /** The product's own page in the online shop ('Buy online'); its host must be in site.yaml's shopHosts. */
    shopUrl: httpsUrl.refine(
      (url) => !refs.shopHosts || refs.shopHosts.includes(new URL(url).host),
      `is not on a shop host: link to ${refs.shopHosts?.join(' or ')} (shopHosts in content/site.yaml)`,
    ),
    /** Skus of the same design in other colours or styles. */
    variants: z.array(oneOf(refs.skus, 'a product (a folder in content/products/)')).default([]),
    /** Id of a care text: a folder in content/care/. */
    care: oneOf(refs.careIds, 'a care text (a folder in content/care/)'),
    /** Image files in the product's folder, the first one leading. */
    images: z
      .array(
        z
          .string()
          .regex(/^[\w-]+\.(jpe?g|png|webp|avif)$/i, 'name an image file in the product folder, e.g. front.jpg')
          .refine((file) => refs.files.includes(file), `is not in content/products/${refs.folder}/: add the file or fix its name`),
      )
      .min(1, 'list at least one image, e.g. front.jpg'),
  });
}

/** content/products/<sku>/<locale>.md frontmatter; the Markdown body is the description. */
export const productTextSchema = z.strictObject({
  /** The product's name in this locale. */
  name: z.string().trim().min(1),
});

/** content/care/<id>/<locale>.md frontmatter; the body is the care text. */
export const careTextSchema = z.strictObject({
  /** Heading of the care text. */
  title: z.string().trim().min(1),
});

/** content/about/<locale>.md frontmatter; the body is the brand story. */
export const aboutTextSchema = z.strictObject({
  /** The page heading. */
  title: z.string().trim().min(1),
  /** One sentence under the heading. */
  lead: z.string().trim().min(1),
});

/** content/contact/contact.yaml: contact facts shared by both locales. */
export const contactFactsSchema = z.strictObject({
  /** Telephone number, international form, e.g. "+86 28 8620 3366". */
  tel: z.string().regex(/^\+?[\d ()-]{6,}$/, 'write a phone number, e.g. "+86 28 8620 3366"'),
  /** Business email address. */
  email: z.email('write an email address, e.g. business@example.com'),
});

/** content/contact/<locale>.md frontmatter. */
export const contactTextSchema = z.strictObject({
  /** Postal address in Chengdu, in this locale's order. */
  address: z.string().trim().min(1),
  /** Name of the business manager. */
  manager: z.string().trim().min(1),
  /** Text of the Business Cooperation section. */
  cooperation: z.string().trim().min(1),
  /** Text of the Career Opportunities section. */
  careers: z.string().trim().min(1),
  /** Text of the Copyright Notice section. */
  copyright: z.string().trim().min(1),
});

export type Site = z.infer<typeof siteSchema>;
export type ProductType = z.infer<typeof productTypesSchema>[number];
export type ProductFacts = z.infer<ReturnType<typeof productFactsSchema>>;
export type ProductText = z.infer<typeof productTextSchema>;
export type ContactFacts = z.infer<typeof contactFactsSchema>;
export type ContactText = z.infer<typeof contactTextSchema>;
