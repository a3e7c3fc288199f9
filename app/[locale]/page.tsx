import { getTranslations } from 'next-intl/server';
import { homePath } from '@/app/_addresses';
import { HomeCover } from '@/app/_components/home/home-cover';
import { ProductGrid } from '@/app/_components/product/product-grid';
import { getHomeProducts } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { JsonLd } from '@/app/_seo/json-ld';
import { pageMetadata } from '@/app/_seo/page-metadata';
import { organizationData } from '@/app/_seo/structured-data';
import section from '@/app/_components/layout/section.module.css';
import { ViewAllLink } from '@/app/_components/product/view-all-link';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: homePath, description: t('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolveRouteLocale(params);
  const [t, { newArrivals, selected }, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getHomeProducts(),
    organizationData(locale),
  ]);
  const viewAll = <ViewAllLink locale={locale}>{t('viewAll')}</ViewAllLink>;
  return (
    <>
      <JsonLd data={organization} />
      <HomeCover locale={locale} />
      <section className={section.section} aria-labelledby="new-arrivals-heading">
        <h2 id="new-arrivals-heading">{t('newArrivals')}</h2>
        {/* Under the cover's two lines of lettering, the first picture is still the largest thing a phone shows at first. */}
        <ProductGrid products={newArrivals} locale={locale} nameHeading="h3" leadingImage showAdded />
        {selected.length === 0 && viewAll}
      </section>
      {selected.length > 0 && (
        <section className={section.section} aria-labelledby="selection-heading">
          <h2 id="selection-heading">{t('selection')}</h2>
          <ProductGrid products={selected} locale={locale} nameHeading="h3" />
          {viewAll}
        </section>
      )}
    </>
  );
}
