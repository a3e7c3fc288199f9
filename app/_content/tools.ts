/*
 * The content module's second entry, for the build's own tools and the tests: the loader itself,
 * the reading of products before their pictures exist, scaffolding, snapshot writing, the
 * preview's watching, the schemas, and the reading and checking of products for the editors'
 * spreadsheet. Scripts and tests import from here or from index.ts (the pages' entry, which also
 * reports problems), each name from one of them, never from a file beside them, so that what they
 * rely on is named in one place.
 *
 * Pages must not import this: it loads the Markdown, YAML and schema modules (and with them sharp),
 * which index.ts keeps out of the pages' build by loading the loader lazily.
 */
export { loadContent } from './catalogue';
export { readProductOutlines, type ProductOutline } from './product-outlines';
export { contentToJson, writeContentSnapshot } from './snapshot';
export { watchContent } from './files';
export { keepResultsBetweenReadings } from './preview-cache';
export { productScaffold, scaffoldProduct, ScaffoldError } from './scaffold';
export { readCatalogueSources, type CatalogueSources, type ProductFile, type ProductSource } from './product-sources';
export { catalogueReferences, checkProductValues, type CatalogueReferences, type ProductValueProblem } from './product-check';
export { printable } from './problems';
export { nearMiss } from './near-miss';
export { renderMarkdown } from './markdown';
export { decodes, MAX_PICTURE_BYTES, MIN_IMAGE_PIXELS, SUGGESTED_IMAGE_SIDE } from './image-probe';
export * from './schema';
export * from './naming';
export type { ImageProbe, ProductReferences } from './references';
export { describedFields, fieldDescription, fileRegistry, type FieldDescription, type LocalisedText } from './field-descriptions';
export type { CareText, Content, Localised, Product, ProductImage, Rendered } from './types';
