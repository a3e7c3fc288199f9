/*
 * A product's values checked as the content check checks its files, wherever the values come
 * from (the editors' spreadsheet, scripts/lib/catalogue/): the same schemas, the same references
 * to the rest of the content, the same words. Only the place differs: the caller says where each
 * field is, so a problem is named there.
 */
import { houseDate } from '@/app/_config/house-time';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import type { CatalogueSources } from './product-sources';
import { unexpectedProblem, type ContentProblem } from './problems';
import type { ProductReferences } from './references';
import { productFactsBaseSchema, productFactsSchema, productTextSchema } from './schema';
import { validate } from './validate';

/** What every product may refer to: the references of ProductReferences that are not the product's own. */
export type CatalogueReferences = Omit<ProductReferences, 'folder' | 'images' | 'fileNames'>;

/**
 * The references of a catalogue whose products are `skus`, from the content beside them, with
 * `now` as the present (so that a product added "after today" is refused as the check refuses it).
 */
export function catalogueReferences(sources: CatalogueSources, skus: Iterable<string>, now: Date): CatalogueReferences {
  const today = houseDate(now);
  const copyrightYear = sources.site?.copyrightYear;
  return {
    skus: new Set(skus),
    typeIds: sources.productTypes && new Set(sources.productTypes.map((type) => type.id)),
    // A type written by its name in either language ("超大方巾", "Giant scarf") is told its id.
    typeNames: new Map(
      sources.productTypes?.flatMap(({ id, name }) => Object.values(name).map((words) => [words.trim().toLowerCase(), id] as const)),
    ),
    careIds: new Set(sources.careIds),
    shopHosts: sources.site?.shopHosts,
    today,
    copyrightYear: copyrightYear !== undefined && copyrightYear <= Number(today.slice(0, 4)) ? copyrightYear : undefined,
  };
}

/** One thing wrong with a product's values: the language of the file the field is in, its dotted path, the check's message. */
export type ProductValueProblem = { locale: Locale; field: string; message: string };

/**
 * Checks the product `sku`, given as the frontmatter each of its files would hold (`fields`, the
 * facts in the default locale's), by the content check's schemas. Its pictures are checked by name
 * only: whether each is in its folder yet is the caller's to say. Its descriptions are not Markdown
 * the schemas know: `renderMarkdown` says what is wrong in one.
 */
export function checkProductValues(
  sku: string,
  fields: Record<Locale, Record<string, unknown>>,
  references: CatalogueReferences,
): ProductValueProblem[] {
  // The product's own folder is its sku: the row or record names it.
  const facts = productFactsSchema({ ...references, folder: sku, images: new Map(), fileNames: [] }).extend({
    images: productFactsBaseSchema.shape.images,
  });
  return locales.flatMap((locale) => {
    const schema = locale === defaultLocale ? productTextSchema.extend(facts.shape) : productTextSchema;
    const problems: ContentProblem[] = [];
    // The place of every field is the caller's: the check is given one that names nothing.
    const source = { file: locale, data: fields[locale], body: '', bodyLine: 1, locate: () => ({ line: 1, column: 1 }) };
    try {
      validate(schema, source, problems);
    } catch (error) {
      problems.push(unexpectedProblem(locale, error));
    }
    return problems.map(({ field, message }) => ({ locale, field, message }));
  });
}
