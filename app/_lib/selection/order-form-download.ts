// It hands a file to the browser to save: a server component that imports this fails the build.
import 'client-only';
import writeXlsxFile from 'write-excel-file/browser';
import { fitToWidth } from './fit-to-width';
import { orderForm } from './order-form';

/*
 * Loaded when the visitor asks for the order form (a dynamic import), with the workbook writer it
 * needs: no other page, nor the selection page until then, downloads it.
 */

/** Makes the order form and hands it to the browser to save as `fileName`. */
export async function downloadOrderForm(fileName: string, ...form: Parameters<typeof orderForm>): Promise<void> {
  const { data, sheet, options } = orderForm(...form);
  await writeXlsxFile(data, sheet, { ...options, features: [fitToWidth()] }).toFile(fileName);
}
