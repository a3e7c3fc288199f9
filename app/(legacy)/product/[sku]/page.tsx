import { productPath } from '@/app/_addresses';
import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';
import { LEGACY_PRODUCT_TEMPLATE_SKU } from '@/app/_config/legacy-pages';
import { listProducts } from '@/app/_content';

export const dynamicParams = false;

/** The build renders one page for all products and writes it out for each (app/_config/legacy-pages.ts). */
export async function generateStaticParams() {
  if (process.env.NODE_ENV === 'development') return (await listProducts()).map((product) => ({ sku: product.sku }));
  return [{ sku: LEGACY_PRODUCT_TEMPLATE_SKU }];
}

export default async function LegacyProductPage({ params }: PageProps<'/product/[sku]'>) {
  const { sku } = await params;
  return <LegacyRedirect path={productPath(sku)} />;
}
