import type { Cell, Options, Row, SheetData, SheetOptions } from 'write-excel-file/browser';
import { WORKBOOK_FONT } from '@/app/_config/workbooks';
import type { CoverFacts } from '@/app/_lib/line-sheet/cover-facts';
import { fill } from '@/app/_lib/text/fill';
import type { SelectionText } from './enquiry';
import type { OrderProductSpec } from './order-product-spec';

/*
 * The order form: a workbook of the selection, in the visitor's language, made in the browser when
 * she asks for it. The cover's facts (the house, the day, the contact and the ordering terms) come
 * first, then a row per product with its line total as a formula, so that a buyer who changes a
 * quantity in Excel, WPS Office or Numbers sees the totals follow.
 */

/** A product of the selection, with what the catalogue says of it. */
export type OrderFormProduct = {
  facts: OrderProductSpec;
  /** None on the line sheet's workbook, for the buyer to fill in: the totals follow. */
  quantity?: number;
  note: string;
};

/** The product facts' labels the form's header uses. */
export type OrderFormLabels = { sku: string; type: string; material: string; measures: string; otherColors: string };

export type OrderForm = {
  data: SheetData;
  /** The sheet's name, its column widths, the rows kept in view as the products scroll, its paper. */
  sheet: Pick<SheetOptions<never>, 'sheet' | 'columns' | 'stickyRowsCount' | 'orientation'>;
  /** The workbook's font. */
  options: Pick<Options<never>, 'fontFamily'>;
};

// The columns, left to right: the formulas below name them by letter.
const COLUMNS = [
  'picture',
  'page',
  'sku',
  'name',
  'type',
  'material',
  'measures',
  'otherColors',
  'price',
  'currency',
  'quantity',
  'note',
  'lineTotal',
] as const;
const WIDTHS: Record<(typeof COLUMNS)[number], number> = {
  picture: 34,
  page: 34,
  sku: 12,
  name: 28,
  type: 14,
  material: 16,
  measures: 16,
  otherColors: 24,
  price: 12,
  currency: 9,
  quantity: 10,
  note: 30,
  lineTotal: 14,
};
const letter = (column: (typeof COLUMNS)[number]) => String.fromCharCode(65 + COLUMNS.indexOf(column));

/** A currency's amounts as Excel writes them, with as many decimals as the currency has (none for JPY). */
function amountFormat(currency: string): string {
  const decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

const bold = (value: string): Cell => ({ value, fontWeight: 'bold' });

/** The form's rows, `date` its day (already written out in the visitor's language). */
export function orderForm(
  products: readonly OrderFormProduct[],
  cover: CoverFacts,
  text: SelectionText,
  labels: OrderFormLabels,
  date: string,
): OrderForm {
  // The cover: the house and the form's title and day, then the contact beside the terms, as on the printed cover.
  const facts: Row[] = [];
  const contact = [{ label: cover.contactHeading, value: '', heading: true }, ...cover.contact];
  const terms = cover.terms.length > 0 ? [{ label: cover.termsHeading, value: '', heading: true }, ...cover.terms] : [];
  for (let index = 0; index < Math.max(contact.length, terms.length); index++) {
    const left = contact[index];
    const right = terms[index];
    const pair = (fact: typeof left | undefined): Cell[] =>
      !fact ? [null, null] : 'heading' in fact ? [bold(fact.label), null] : [fact.label, fact.value];
    // Contact in the picture and page columns, the terms from the name column on: each text runs on
    // into the empty cells beside it.
    facts.push([...pair(left), null, ...pair(right)]);
  }
  const top: Row[] = [
    [{ value: cover.house, fontWeight: 'bold', fontSize: 14 }],
    [{ value: text.orderFormTitle, fontWeight: 'bold', fontSize: 12 }],
    [fill(text.orderFormDate, { date })],
    [],
    ...facts,
    [],
  ];
  const header: Row = [
    text.orderPicture,
    text.orderPage,
    labels.sku,
    text.orderName,
    labels.type,
    labels.material,
    labels.measures,
    labels.otherColors,
    text.orderUnitPrice,
    text.orderCurrency,
    text.orderQuantity,
    text.orderNote,
    text.orderLineTotal,
  ].map((value) => ({ value, fontWeight: 'bold', bottomBorderStyle: 'thin', wrap: true }) satisfies Cell);
  const first = top.length + 2; // Excel counts rows from 1, and the header comes first.
  const last = first + products.length - 1;
  const rows: Row[] = products.map(({ facts: product, quantity, note }, index) => {
    const row = first + index;
    const format = amountFormat(product.currency);
    return [
      product.pictureUrl ?? null,
      product.url,
      product.sku,
      product.name,
      product.type,
      product.material,
      product.measures,
      product.otherColors || null,
      { value: product.amount, type: Number, format },
      product.currency,
      quantity === undefined ? null : { value: quantity, type: Number },
      note.trim() || null,
      { value: `${letter('price')}${row}*${letter('quantity')}${row}`, type: 'Formula', format },
    ];
  });
  // A total per currency: products priced in two are never added together.
  const currencies = [...new Set(products.map(({ facts: product }) => product.currency))];
  const range = (column: (typeof COLUMNS)[number]) => `${letter(column)}${first}:${letter(column)}${last}`;
  const totals: Row[] = currencies.map((currency) => {
    const format = amountFormat(currency);
    const only = currencies.length === 1;
    return [
      ...Array<Cell>(COLUMNS.indexOf('currency') - 1).fill(null),
      bold(only ? text.orderTotal : fill(text.orderTotalIn, { currency })),
      bold(currency),
      {
        value: only ? `SUM(${range('quantity')})` : `SUMIF(${range('currency')},"${currency}",${range('quantity')})`,
        type: 'Formula',
        fontWeight: 'bold',
      },
      null,
      {
        value: only ? `SUM(${range('lineTotal')})` : `SUMIF(${range('currency')},"${currency}",${range('lineTotal')})`,
        type: 'Formula',
        format,
        fontWeight: 'bold',
      },
    ];
  });
  return {
    data: [...top, header, ...rows, ...totals],
    sheet: {
      sheet: text.orderFormTitle,
      // The page's address whole, which a buyer may read (the picture's is for following, and long).
      columns: COLUMNS.map((column) => ({
        width: column === 'page' ? Math.max(WIDTHS.page, ...products.map(({ facts: product }) => product.url.length + 2)) : WIDTHS[column],
      })),
      // The cover and the header.
      stickyRowsCount: top.length + 1,
      // Printed on A4 landscape (the paper write-excel-file sets with the orientation), and one page
      // wide with the feature fitToWidth, which the form's writers add.
      orientation: 'landscape',
    },
    options: { fontFamily: WORKBOOK_FONT },
  };
}
