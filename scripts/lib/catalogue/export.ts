import { defaultLocale } from '@/app/_config/locales';
import type { ContentProblem } from '@/app/_content';
import { readCatalogueSources, type ProductSource } from '@/app/_content/tools';
import { toCell, type CellValue } from './cells';
import { productColumns, typeColumns } from './columns';
import { valueIn } from './rows';
import { writeWorkbook } from './workbook-write';

/*
 * The catalogue as a workbook: every product's values as its files hold them, newest first, as
 * the site lists them. Written from the files as they are, valid or not: a value the check refuses
 * goes into its cell as written, and the import names it there.
 */

/** Newest first, as the site lists them; products added on one day in their folders' order. */
function newestFirst(products: readonly ProductSource[]): ProductSource[] {
  const added = (product: ProductSource) => String(product.files[defaultLocale].data.added ?? '');
  return products.toSorted((a, b) => (added(a) < added(b) ? 1 : added(a) > added(b) ? -1 : 0));
}

/** The workbook of the catalogue under `root`, or what keeps its files from being read. */
export async function exportCatalogue(root: string): Promise<{ workbook: Buffer; products: number } | { problems: ContentProblem[] }> {
  const sources = await readCatalogueSources(root);
  if (sources.problems.length > 0) return { problems: sources.problems };
  const columns = productColumns();
  const rows: CellValue[][] = newestFirst(sources.products).map((product) =>
    columns.map((column) => toCell(column, valueIn(column, product.files[column.locale]))),
  );
  const types = typeColumns();
  const workbook = await writeWorkbook(
    { columns, rows },
    { columns: types, rows: (sources.productTypes ?? []).map((type) => types.map((column) => column.value(type))) },
  );
  return { workbook, products: rows.length };
}
