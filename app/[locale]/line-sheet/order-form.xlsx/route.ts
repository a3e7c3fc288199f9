import { XLSX_CONTENT_TYPE } from '@/app/_config/workbooks';
import { lineSheetWorkbook } from '@/app/_lib/line-sheet/line-sheet-workbook';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { routing } from '@/app/_i18n/routing';

/** out/<locale>/line-sheet/order-form.xlsx: the whole line sheet as an order form. */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/line-sheet/order-form.xlsx'>) {
  const locale = await resolveRouteLocale(params);
  return new Response(new Uint8Array(await lineSheetWorkbook(locale)), {
    headers: { 'Content-Type': XLSX_CONTENT_TYPE },
  });
}
