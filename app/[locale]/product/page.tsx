import { ProductListing, productListMetadata, resolveListPage } from '@/app/_components/product/product-listing';

export function generateMetadata({ params }: PageProps<'/[locale]/product'>) {
  return productListMetadata(params);
}

export default async function ProductListPage({ params }: PageProps<'/[locale]/product'>) {
  return <ProductListing {...await resolveListPage(params)} />;
}
