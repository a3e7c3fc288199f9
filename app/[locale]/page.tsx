import { getTranslations } from 'next-intl/server';
import { HomeCover } from '../_components/home/home-cover';
import { ProductGrid } from '../_components/product/product-grid';
import { listProducts } from '../_content';
import { Link } from '../_i18n/navigation';
import { resolveRouteLocale } from '../_i18n/params';
import { JsonLd } from '../_seo/json-ld';
import { pageMetadata } from '../_seo/page-metadata';
import { organizationData } from '../_seo/structured-data';

const SELECTION_SIZE = 4;

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: '/', description: t('description') });
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
          <Link href="/product/" locale={locale}>
            {t('viewAll')}
          </Link>
        </p>
      </section>
    </>
  );
}
