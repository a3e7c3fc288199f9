import { z } from 'zod';
import type { Locale } from '@/app/_config/locales';

/*
 * What editors are told about each content field, kept on the field's schema (app/_content/schema/)
 * and nowhere else: the CMS form (scripts/lib/cms/config/), the `npm run new:product` template
 * (scaffold.ts) and the field tables of content/README.md (scripts/content-guide.ts) are made from it.
 */

/** A text in each language of the site. */
export type LocalisedText = Record<Locale, string>;

export type FieldDescription = {
  /** The field's name on the CMS form. */
  label?: LocalisedText;
  /** One or two sentences: the CMS form's hint and the new file's comment. */
  hint?: LocalisedText;
  /** The guide's rules for the field, in Markdown; the hint when the hint says it all. */
  guide?: LocalisedText;
  /** A value as written in the file, shown in the guide; one per language when it is a text. */
  example?: string | LocalisedText;
  /** What `npm run new:product` writes when it is not empty: a choice the editor seldom changes, or a start. */
  starter?: unknown;
};

/** A row of a file's table in the guide for what is not a field of its frontmatter: its body, its folder's name. */
export type GuideRow = {
  part: string;
  guide: LocalisedText;
  /** Markdown, as the cell shows it. */
  example?: string;
};

export type FileDescription = {
  /** Rows of the guide's table before the fields, and after them. */
  guideFirst?: readonly GuideRow[];
  guideLast?: readonly GuideRow[];
};

const fieldRegistry = z.registry<FieldDescription>();
export const fileRegistry = z.registry<FileDescription>();

/**
 * `schema` described. A copy is described, not `schema` itself: building blocks such as a slug are
 * shared by several fields, and each field has its own description.
 */
export const described = <Schema extends z.ZodType>(schema: Schema, description: FieldDescription): Schema =>
  // The registry takes any schema: the copy is one of the type given.
  (schema.clone() as z.ZodType).register(fieldRegistry, description) as Schema;

/** The fields of an object schema with their descriptions, in the order the schema lists them. */
export function describedFields(schema: z.ZodObject): { name: string; schema: z.ZodType; description: FieldDescription }[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    schema: field as z.ZodType,
    description: fieldRegistry.get(field as z.ZodType) ?? {},
  }));
}

/** The description of one field of an object schema; a field without one is a mistake of the code. */
export function fieldDescription(schema: z.ZodObject, name: string): FieldDescription {
  const field = schema.shape[name] as z.ZodType | undefined;
  if (!field) throw new Error(`the schema has no field ${name}`);
  return fieldRegistry.get(field) ?? {};
}
