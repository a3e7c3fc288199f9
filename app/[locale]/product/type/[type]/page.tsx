import { ProductListing, productListMetadata, resolveListPage } from '@/app/_components/product/product-listing';
import { listProductTypes } from '@/app/_content';

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listProductTypes()).map(({ id }) => ({ type: id }));
}

export function generateMetadata({ params }: PageProps<'/[locale]/product/type/[type]'>) {
  return productListMetadata(params);
}

export default async function ProductTypePage({ params }: PageProps<'/[locale]/product/type/[type]'>) {
  return <ProductListing {...await resolveListPage(params)} />;
}
