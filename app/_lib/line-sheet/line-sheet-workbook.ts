import { unzipSync, zipSync, type Zippable } from 'fflate';
import { getFormatter, getMessages } from 'next-intl/server';
import writeXlsxFile from 'write-excel-file/node';
import { houseDate, startOfHouseDay } from '@/app/_config/house-time';
import { getCheckedAt, listProductsByType, listProductTypes } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { getProductSpecLabels } from '@/app/_lib/product/product-spec';
import { fitToWidth } from '@/app/_lib/selection/fit-to-width';
import { orderForm } from '@/app/_lib/selection/order-form';
import { listOrderProductSpecs } from '@/app/_lib/selection/order-product-spec';
import { getCoverFacts, LONG_DATE } from './cover-facts';

/**
 * The line sheet's products as an order form (a workbook the build writes beside the sheet), in the
 * sheet's order, dated as the sheet is, with the quantities left for the buyer to fill in.
 */
export async function lineSheetWorkbook(locale: Locale, type?: string): Promise<Buffer> {
  const [messages, labels, cover, facts, types, byType, checkedAt, format] = await Promise.all([
    getMessages({ locale }),
    getProductSpecLabels(locale),
    getCoverFacts(locale),
    listOrderProductSpecs(locale),
    listProductTypes(),
    listProductsByType(),
    getCheckedAt(),
    getFormatter({ locale }),
  ]);
  const bySku = new Map(facts.map((product) => [product.sku, product]));
  const products = types
    .filter(({ id }) => !type || id === type)
    .flatMap(({ id }) => byType.get(id) ?? [])
    .map(({ sku }) => ({ facts: bySku.get(sku)!, note: '' }));
  const day = startOfHouseDay(houseDate(checkedAt));
  const { data, sheet, options } = orderForm(products, cover, messages.Selection, labels, format.dateTime(day, LONG_DATE));
  const workbook = await writeXlsxFile(data, sheet, { ...options, features: [fitToWidth()] }).toBuffer();
  return stampedWith(workbook, day);
}

/**
 * The workbook with each of its parts stamped `day`. Its zip writer (fflate, under write-excel-file)
 * stamps them with the moment of writing, which would make every build publish the same workbooks
 * anew; stamped with the sheet's day, a build with nothing changed writes the same bytes.
 */
function stampedWith(workbook: Buffer, day: Date): Buffer {
  const parts: Zippable = {};
  for (const [name, bytes] of Object.entries(unzipSync(workbook))) parts[name] = [bytes, { mtime: day }];
  return Buffer.from(zipSync(parts));
}
