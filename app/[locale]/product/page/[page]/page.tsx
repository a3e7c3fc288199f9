import { FirstPageRedirect, ProductListing, productListMetadata, resolveListPage } from '@/app/_components/product/product-listing';
import { listProductListPages } from '@/app/_content';

export const dynamicParams = false;

/** Page 1 is exported too (see FirstPageRedirect). */
export async function generateStaticParams() {
  return (await listProductListPages()).filter(({ type }) => !type).map(({ page }) => ({ page: String(page) }));
}

export function generateMetadata({ params }: PageProps<'/[locale]/product/page/[page]'>) {
  return productListMetadata(params);
}

export default async function ProductListMorePage({ params }: PageProps<'/[locale]/product/page/[page]'>) {
  const { locale, listPage } = await resolveListPage(params);
  if (listPage.page === 1) return <FirstPageRedirect locale={locale} />;
  return <ProductListing locale={locale} listPage={listPage} />;
}
