import { FirstPageRedirect, ProductListing, productListMetadata, resolveListPage } from '@/app/_components/product/product-listing';
import { listProductListPages } from '@/app/_content';

export const dynamicParams = false;

/** Page 1 is exported too (see FirstPageRedirect). */
export async function generateStaticParams() {
  return (await listProductListPages()).flatMap(({ type, page }) => (type ? [{ type, page: String(page) }] : []));
}

export function generateMetadata({ params }: PageProps<'/[locale]/product/type/[type]/page/[page]'>) {
  return productListMetadata(params);
}

export default async function ProductTypeMorePage({ params }: PageProps<'/[locale]/product/type/[type]/page/[page]'>) {
  const { locale, listPage } = await resolveListPage(params);
  if (listPage.page === 1) return <FirstPageRedirect locale={locale} type={listPage.type} />;
  return <ProductListing locale={locale} listPage={listPage} />;
}
