import writeXlsxFile from 'write-excel-file/browser';
import { orderForm } from './order-form';

/*
 * Loaded when the visitor asks for the order form (a dynamic import), with the workbook writer it
 * needs: no other page, nor the selection page until then, downloads it.
 */

/** Makes the order form and hands it to the browser to save as `fileName`. */
export async function downloadOrderForm(fileName: string, ...form: Parameters<typeof orderForm>): Promise<void> {
  const { data, columns, stickyRowsCount } = orderForm(...form);
  // A4 landscape: write-excel-file sets A4 with the orientation. Fitting the width to one page is
  // not among its options.
  await writeXlsxFile(data, { columns, stickyRowsCount, orientation: 'landscape', sheet: form[2].orderFormTitle }).toFile(fileName);
}
