import { listOrderProductSpecs } from '@/app/_lib/selection/order-product-spec';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { routing } from '@/app/_i18n/routing';

/** out/<locale>/selection/pieces.json: the catalogue's facts the selection page reads its saved pieces from. */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/selection/pieces.json'>) {
  const locale = await resolveRouteLocale(params);
  return Response.json(await listOrderProductSpecs(locale));
}
