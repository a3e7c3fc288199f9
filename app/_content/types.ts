/*
 * The content as the pages, the build and the scripts receive it: the loader's result. Each part's
 * fields come from its schema (z.infer); what the loader adds (rendered text, pictures' sizes) is
 * written here.
 */
import type { z } from 'zod';
import type { Locale } from '@/app/_config/locales';
import type {
  aboutTextSchema,
  careTextSchema,
  Channel,
  ContactFacts,
  ContactText,
  ProductFacts,
  productTextSchema,
  ProductType,
  Site,
} from './schema';

export type Localised<T> = Record<Locale, T>;
/** A Markdown file's fields plus its body rendered to sanitised HTML and to plain text. */
export type Rendered<T> = T & { html: string; text: string };

/** A product picture: its file in the product folder, its size in pixels (upright) and a hash of its bytes. */
export type ProductImage = { file: string; sku: string; width: number; height: number; hash: string };
export type Product = Omit<ProductFacts, 'images'> & {
  images: ProductImage[];
  text: Localised<Rendered<z.infer<typeof productTextSchema>>>;
};
export type CareText = Localised<Rendered<z.infer<typeof careTextSchema>>>;
export type Content = {
  site: Site;
  productTypes: ProductType[];
  products: Product[];
  care: ReadonlyMap<string, CareText>;
  about: Localised<Rendered<z.infer<typeof aboutTextSchema>>>;
  contact: ContactFacts & { text: Localised<ContactText> };
  /** The places that carry the pieces (content/channels.yaml), in the file's order; none when it is absent. */
  channels: Channel[];
  /** Where the content was read from: the build makes the product pictures' variants from the files under it. */
  root: string;
  /** The moment the content was checked, ISO 8601: the build's present, which decides the "New" marks. */
  checkedAt: string;
  /** When the content of each page last changed (history.ts), or why that is not known. */
  changes: ContentChanges | { missing: string };
};
/** Newest commit times, ISO 8601: each product's folder by sku, and the About and Contact pages' files. */
export type ContentChanges = { products: Record<string, string>; about?: string; contact?: string };
