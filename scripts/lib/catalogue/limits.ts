/*
 * How much of a workbook the import reads. A workbook is untrusted input: it arrives by mail or
 * chat, and a .xlsx is a zip, whose parts may unpack to a thousand times its size, holding a sheet
 * that promises millions of cells. Past these limits it is refused with a problem, before it is
 * unpacked further or parsed.
 */

/** The most products a workbook holds: ten times the largest catalogue measured (docs/benchmarks.md). */
export const MAX_PRODUCTS = 10_000;

/** The most columns a sheet holds: the catalogue has some twenty, and an editor may add a few of their own. */
export const MAX_COLUMNS = 64;

/** Excel's own limit for a cell: a product's longest text, its description, is under 32 KB. */
export const MAX_CELL_CHARACTERS = 32_767;

/** The largest workbook or CSV file read: 10,000 products with long descriptions are a few MB, zipped. */
export const MAX_WORKBOOK_BYTES = 16 * 1024 * 1024;

/** The most parts (files inside the zip) of a workbook: the export writes ten, Excel some twenty. */
export const MAX_PARTS = 1000;

/** What the parts of a workbook may unpack to, together: 10,000 products are some 50 MB of XML. */
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;
