import { LegacyRedirect } from '../../../_components/legacy/legacy-redirect';
import { listProducts } from '../../../_content';

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listProducts()).map((product) => ({ sku: product.sku }));
}

export default async function LegacyProductPage({ params }: PageProps<'/product/[sku]'>) {
  const { sku } = await params;
  return <LegacyRedirect path={`/product/${sku}/`} />;
}
