/**
 * The name of the line sheet's printed pages (CSS `page`), which its module's `@page` rule and the
 * margins' text address: a named page leaves the other pages' print as it was, even when a
 * visitor has come from the sheet and its styles stay in the document.
 */
export const LINE_SHEET_PAGE = 'line-sheet';

/** The workbook of a line sheet's products, beside the sheet (app/[locale]/line-sheet/…/order-form.xlsx). */
export const LINE_SHEET_WORKBOOK = 'order-form.xlsx';
