import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { testPath } from '@/app/_addresses';
import { NewMark } from '@/app/_components/product/added-date';
import { ProductGrid } from '@/app/_components/product/product-grid';
import { ProductTypeFilter } from '@/app/_components/product/product-type-filter';
import { SpecSheet } from '@/app/_components/product/spec-sheet';
import { getCareText, listProducts } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';
import { LoadingSprite } from '@/app/_components/layout/loading-sprite';
import section from '@/app/_components/layout/section.module.css';
import styles from './test-page.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/test'>): Promise<Metadata> {
  const locale = await resolveRouteLocale(params);
  const t = await getTranslations({ locale, namespace: 'Test' });
  return pageMetadata({ locale, path: testPath, title: t('title'), description: t('intro'), noindex: true });
}

/** A gallery of the site's parts with catalogue data in the page's language, for the visual tests. */
export default async function TestPage({ params }: PageProps<'/[locale]/test'>) {
  const locale = await resolveRouteLocale(params);
  const [t, products] = await Promise.all([getTranslations({ locale, namespace: 'Test' }), listProducts()]);
  const [sample] = products;
  const care = sample && (await getCareText(sample.care, locale));
  const parts = [
    // The approved pictures must not change with the day of the build: the cards without their marks, and the mark alone.
    { id: 'cards', body: <ProductGrid products={products.slice(0, 3)} locale={locale} nameHeading="h3" markNew={false} /> },
    { id: 'newMark', body: <NewMark locale={locale} /> },
    // The next part's rule closes the filter here: its own would draw a second line beside it.
    { id: 'filter', body: <ProductTypeFilter locale={locale} ruled={false} /> },
    { id: 'specSheet', body: sample && <SpecSheet product={sample} locale={locale} /> },
    { id: 'prose', body: care && <div className="prose" dangerouslySetInnerHTML={{ __html: care.html }} /> },
    { id: 'loading', body: <LoadingSprite still /> },
  ] as const;
  return (
    <div className={section.section}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {parts.map((part) => (
        <section key={part.id} aria-labelledby={`test-${part.id}`} className={styles.part}>
          <h2 id={`test-${part.id}`}>{t(part.id)}</h2>
          {part.body}
        </section>
      ))}
    </div>
  );
}
