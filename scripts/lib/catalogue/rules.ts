import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { nearMiss, renderMarkdown, type ProductSource } from '@/app/_content/tools';
import type { ProductRow } from './rows';

/*
 * What the content check finds in the files together, or in a description, rather than in one
 * field, found in the rows: a sku given two rows, other colours listed one way only, a picture
 * described that the product does not list, a description empty, broken or not translated.
 */

/** A problem of a row, at the column `column` (an id); `field` when it is a part of the cell (a line of a list). */
export type RowProblem = { row: number; column: string; field?: string; message: string };

/** The other colours a product lists, as its row gives them, else as its file holds them. */
const variantsIn = (fields: Record<string, unknown> | undefined) =>
  Array.isArray(fields?.variants) ? fields.variants.filter((sku) => typeof sku === 'string') : [];

/** The problems of the rows together; `kept` are the products the workbook leaves as they are. */
export function rowRules(rows: readonly ProductRow[], kept: ReadonlyMap<string, ProductSource>): RowProblem[] {
  const problems: RowProblem[] = [];
  const bySku = new Map<string, ProductRow>();
  for (const row of rows) {
    if (row.sku === undefined) continue;
    const first = bySku.get(row.sku);
    if (first) {
      problems.push({
        row: row.row,
        column: 'sku',
        message: `is the sku of row ${first.row + 1} too: a product has one row; delete one of the two, or give this one a sku of its own`,
      });
    } else bySku.set(row.sku, row);
  }
  for (const row of bySku.values()) {
    for (const variant of variantsIn(row.fields[defaultLocale])) {
      if (variant === row.sku) continue; // the check names a product listing itself
      const other = bySku.get(variant);
      if (other && !variantsIn(other.fields[defaultLocale]).includes(row.sku!)) {
        // Each lists the other, so that both pages offer the other colour: a list one way is half an edit.
        const message = `${row.sku} (row ${row.row + 1}) lists this product as another colour or style: list ${row.sku} here too, on a line of its own`;
        problems.push({ row: other.row, column: 'variants', message });
      }
      const file = kept.get(variant);
      if (!other && file && !variantsIn(file.files[defaultLocale].data).includes(row.sku!)) {
        const message = `lists ${variant}, which is not in the workbook and does not list this product back: add ${variant}'s row and list ${row.sku} there, or remove ${variant} here`;
        problems.push({ row: row.row, column: 'variants', message });
      }
    }
    problems.push(...picturesDescribed(row), ...descriptions(row));
  }
  return problems;
}

/** Each picture a row describes that it does not list under images. */
function picturesDescribed(row: ProductRow): RowProblem[] {
  const images = row.fields[defaultLocale].images;
  const listed = Array.isArray(images) ? images.map(String) : [];
  return locales.flatMap((locale) => {
    const pictures = row.fields[locale].pictures;
    if (!Array.isArray(pictures)) return [];
    return pictures.flatMap((entry: { file?: unknown }, index) => {
      const file = typeof entry?.file === 'string' ? entry.file : undefined;
      if (file === undefined || listed.includes(file)) return [];
      const nearest = nearMiss(file, listed);
      const fix = nearest
        ? `did you mean ${nearest}?`
        : listed.length > 0
          ? `describe one of ${listed.join(', ')}, or list it in images`
          : 'list it in images';
      const column = `pictures.${locale}`;
      return [
        { row: row.row, column, field: `${column}.${index}.file`, message: `"${file}" is not one of this product's pictures: ${fix}` },
      ];
    });
  });
}

/** A row's descriptions: each written, shown as written (the Markdown problems the check names), and each translation translated. */
function descriptions(row: ProductRow): RowProblem[] {
  const problems: RowProblem[] = [];
  const texts = new Map<Locale, string>();
  for (const locale of locales) {
    const column = `description.${locale}`;
    const markdown = row.bodies[locale];
    if (markdown.trim() === '') {
      problems.push({ row: row.row, column, message: "is empty: write the product's description in this language (Markdown)" });
      continue;
    }
    const { text, problems: found } = renderMarkdown(markdown, locale, { headingsFrom: 3 });
    for (const { line, message } of found) problems.push({ row: row.row, column, message: `line ${line} of the cell: ${message}` });
    // Only a comment (<!-- to do -->), say: the page would show an empty section.
    if (text === '' && found.length === 0)
      problems.push({ row: row.row, column, message: 'shows nothing on the page: write the description' });
    texts.set(locale, text);
  }
  for (const locale of locales.filter((other) => other !== defaultLocale)) {
    const text = texts.get(locale);
    if (text && text === texts.get(defaultLocale)) {
      const message = `is the same text as description.${defaultLocale}: translate it, as this column is the ${locale} text`;
      problems.push({ row: row.row, column: `description.${locale}`, message });
    }
  }
  return problems;
}
