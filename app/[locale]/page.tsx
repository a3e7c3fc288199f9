import { getTranslations } from 'next-intl/server';
import { homePath, productListPath } from '@/app/_addresses';
import { HomeCover } from '@/app/_components/home/home-cover';
import { ProductGrid } from '@/app/_components/product/product-grid';
import { listNewArrivals, listSelectedPieces } from '@/app/_content';
import { Link } from '@/app/_components/layout/link';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { JsonLd } from '@/app/_seo/json-ld';
import { pageMetadata } from '@/app/_seo/page-metadata';
import { organizationData } from '@/app/_seo/structured-data';

/** Pieces shown when the editors chose none; their own choice is shown whole. */
const SELECTION_SIZE = 4;
const NEW_ARRIVALS = 4;

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: homePath, description: t('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const [t, newArrivals, selection, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    listNewArrivals(NEW_ARRIVALS),
    listSelectedPieces(SELECTION_SIZE),
    organizationData(locale),
  ]);
  return (
    <>
      <JsonLd data={organization} />
      <HomeCover locale={locale} />
      <section className="section" aria-labelledby="new-arrivals-heading">
        <h2 id="new-arrivals-heading">{t('newArrivals')}</h2>
        {/* Under the cover's two lines of lettering, the first picture is still the largest thing a phone shows at first. */}
        <ProductGrid products={newArrivals} locale={locale} nameHeading="h3" leadingImage showAdded />
      </section>
      <section className="section" aria-labelledby="selection-heading">
        <h2 id="selection-heading">{t('selection')}</h2>
        <ProductGrid products={selection} locale={locale} nameHeading="h3" />
        <p className="view-all">
          <Link href={productListPath({})} locale={locale}>
            {t('viewAll')}
          </Link>
        </p>
      </section>
    </>
  );
}
