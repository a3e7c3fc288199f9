import { XLSX_CONTENT_TYPE } from '@/app/_config/workbooks';
import { lineSheetWorkbook } from '@/app/_lib/line-sheet/line-sheet-workbook';
import { listProductTypes } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { routing } from '@/app/_i18n/routing';

/** out/<locale>/line-sheet/<type>/order-form.xlsx: one type's line sheet as an order form. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const types = await listProductTypes();
  return routing.locales.flatMap((locale) => types.map(({ id }) => ({ locale, type: id })));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/line-sheet/[type]/order-form.xlsx'>) {
  const [locale, { type }] = await Promise.all([resolveRouteLocale(params), params]);
  return new Response(new Uint8Array(await lineSheetWorkbook(locale, type)), {
    headers: { 'Content-Type': XLSX_CONTENT_TYPE },
  });
}
