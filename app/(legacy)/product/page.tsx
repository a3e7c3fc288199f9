import { productListPath } from '@/app/_addresses';
import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';

export default function LegacyProductListPage() {
  return <LegacyRedirect path={productListPath({})} />;
}
