/*
 * The products as their files hold them, before any check, for the editors' spreadsheet
 * (scripts/lib/catalogue/): each product's files read as the check reads them (through the listing,
 * decoded, parsed, every problem in its words), and kept as saved, so that a changed value can be
 * written into the lines of its own field alone. With them, what the products may refer to: the
 * site's facts, the product types and the care texts.
 */
import pMap from 'p-map';
import { locales, type Locale } from '@/app/_config/locales';
import { MAX_TEXT_BYTES } from './decode';
import { listContentFiles } from './files';
import { productTextFile } from './naming';
import { parseMarkdownFile } from './parse';
import type { ContentProblem } from './problems';
import { SourceReader } from './reader';
import { productTypesSchema, siteSchema, type ProductType, type Site } from './schema';

/** A product's text file in one language, as saved and as read. */
export type ProductFile = {
  /** Its path under the content root, e.g. products/rj-gs-001/index.en-US.md. */
  relative: string;
  /** Its text as saved, byte order mark and line ends included: what an edit keeps of the lines it does not change. */
  saved: string;
  /** Its frontmatter's fields as YAML reads them. */
  data: Record<string, unknown>;
  /** The Markdown below the frontmatter. */
  body: string;
};

export type ProductSource = {
  /** The product's folder name, which is its sku. */
  sku: string;
  files: Record<Locale, ProductFile>;
  /** Every file's name in the folder: the pictures it has so far. */
  fileNames: readonly string[];
};

export type CatalogueSources = {
  /** Every folder of content/products/ whose files read, in name order. */
  products: ProductSource[];
  site?: Site;
  productTypes?: ProductType[];
  careIds: string[];
  /** What kept a file from being read, or site.yaml and product-types.yaml from being valid: the content check's problems. */
  problems: ContentProblem[];
};

// Saved text, as the bytes are: the reader drops a byte order mark and CR before LF, an edit keeps them.
const SAVED_TEXT = new TextDecoder('utf-8', { ignoreBOM: true });

/** Reads every product's text files under `root`, the site's facts, the product types and the care texts' ids. */
export async function readCatalogueSources(root: string): Promise<CatalogueSources> {
  const problems: ContentProblem[] = [];
  const files = await listContentFiles(root);
  const reader = new SourceReader(root, files, problems);
  const [site, productTypes] = await Promise.all([
    reader.yaml('site.yaml', siteSchema),
    reader.yaml('product-types.yaml', productTypesSchema),
  ]);
  const read = await pMap(
    reader.folders('products'),
    async (sku): Promise<ProductSource | undefined> => {
      const entries = await Promise.all(
        locales.map(async (locale) => {
          const relative = `products/${sku}/${productTextFile(locale)}`;
          const source = await reader.source(relative, parseMarkdownFile);
          if (!source) return undefined;
          // Read again as saved: the reader checked these very bytes, and an edit keeps what it does not change.
          const bytes = await files.read(relative, MAX_TEXT_BYTES);
          if ('tooLarge' in bytes) return undefined;
          if (typeof source.data !== 'object' || source.data === null || Array.isArray(source.data)) {
            // `---`, a text, `---`: nothing a field of the workbook could be written into.
            const message =
              'holds no fields between its --- lines: write them as the content guide shows (npm run check:content says more)';
            problems.push({ file: source.file, line: 1, column: 1, field: '-', message });
            return undefined;
          }
          const file: ProductFile = {
            relative,
            saved: SAVED_TEXT.decode(bytes),
            data: source.data as Record<string, unknown>,
            body: source.body,
          };
          return [locale, file] as const;
        }),
      );
      if (entries.some((entry) => entry === undefined)) return undefined;
      return {
        sku,
        files: Object.fromEntries(entries as [Locale, ProductFile][]) as Record<Locale, ProductFile>,
        fileNames: reader.fileNames(`products/${sku}`),
      };
    },
    { concurrency: 16 },
  );
  // A link anywhere in the content is refused by the check: a file written through one could be anywhere.
  reader.reportRefused();
  return {
    products: read.filter((product) => product !== undefined),
    site,
    productTypes,
    careIds: reader.folders('care'),
    problems,
  };
}
