import { getTranslations } from 'next-intl/server';
import { homePath, productListPath } from '@/app/_addresses';
import { HomeCover } from '@/app/_components/home/home-cover';
import { ProductGrid } from '@/app/_components/product/product-grid';
import { listProducts } from '@/app/_content';
import { Link } from '@/app/_components/layout/link';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { JsonLd } from '@/app/_seo/json-ld';
import { pageMetadata } from '@/app/_seo/page-metadata';
import { organizationData } from '@/app/_seo/structured-data';

const SELECTION_SIZE = 4;

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: homePath, description: t('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const [t, products, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    listProducts(),
    organizationData(locale),
  ]);
  return (
    <>
      <JsonLd data={organization} />
      <HomeCover locale={locale} />
      <section className="section" aria-labelledby="selection-heading">
        <h2 id="selection-heading">{t('selection')}</h2>
        {/* Under the cover's two lines of lettering, the first picture is still the largest thing a phone shows at first. */}
        <ProductGrid products={products.slice(0, SELECTION_SIZE)} locale={locale} nameHeading="h3" leadingImage />
        <p className="view-all">
          <Link href={productListPath({})} locale={locale}>
            {t('viewAll')}
          </Link>
        </p>
      </section>
    </>
  );
}
