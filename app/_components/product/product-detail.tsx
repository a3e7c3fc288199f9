import { getTranslations } from 'next-intl/server';
import { productListPath, productPath, searchResultImageSrc } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import { indexTraditionalForms, indexTraditionalName } from '@/app/_lib/search/traditional-forms';
import { getCareText, isNew, listProducts, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { breadcrumbTrail } from '@/app/_seo/structured-data';
import { AddedDate, NewMark } from './added-date';
import { ProductGallery } from './product-gallery';
import { PageQrCode } from './page-qr-code';
import styles from './product-detail.module.css';
import { ProductImage } from './product-image';
import { SpecSheet } from './spec-sheet';
import { SaveButton } from '@/app/_components/selection/save-button';
import tapArea from '@/app/_components/layout/tap-area.module.css';

export async function ProductDetail({ product, locale }: { product: Product; locale: Locale }) {
  const [t, tSelection, care, products, trail, markedNew] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDetail' }),
    getTranslations({ locale, namespace: 'Selection' }),
    getCareText(product.care, locale),
    listProducts(),
    breadcrumbTrail(product, locale),
    isNew(product),
  ]);
  const { name, html, text } = product.text[locale];
  const variants = products.filter((candidate) => product.variants.includes(candidate.sku));
  const [lead] = product.images;
  // The search index (scripts/lib/build/search-index.ts) reads the product from here: its name (the
  // <h1>), its facts and description, and as metadata its picture, type and price for the
  // result. What every product page repeats, and other products' names, are left out of it. The
  // name, the facts and the description also give it the Traditional forms of their Chinese
  // (traditional-forms.ts), which a query in Traditional characters finds; the name's forms are
  // also metadata, by which the search puts the products a query names first.
  return (
    <article className={styles.detail} data-pagefind-body="" data-pagefind-meta={lead && `image:${searchResultImageSrc(lead)}`}>
      <nav aria-label={t('breadcrumb')} className={`${styles.breadcrumb} ${tapArea.links}`} data-pagefind-ignore="">
        <ol>
          {trail.map((crumb, index) =>
            index < trail.length - 1 ? (
              <li key={crumb.path}>
                <Link href={crumb.path} locale={locale}>
                  {crumb.name}
                </Link>
              </li>
            ) : (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ),
          )}
        </ol>
      </nav>
      <ProductGallery product={product} locale={locale} />
      <div>
        <h1 {...indexTraditionalName(name)}>{name}</h1>
        {/* When it was added changes with the day a page is read: the search leaves it out. */}
        <p className={styles.added} data-pagefind-ignore="">
          {markedNew && <NewMark locale={locale} />}
          <AddedDate date={product.added} locale={locale} />
        </p>
        <SpecSheet product={product} locale={locale} className={styles.specSheet} />
        <p data-pagefind-ignore="">
          <SaveButton sku={product.sku} label={tSelection('save')} name={name} />
        </p>
        <PageQrCode locale={locale} path={productPath(product.sku)} />
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">{t('description')}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} {...indexTraditionalForms(text)} />
        </section>
        {care && (
          <section aria-labelledby="care" id="care-section" data-pagefind-ignore="">
            <h2 id="care">{t('care')}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: care.html }} />
          </section>
        )}
        {variants.length > 0 && (
          <section aria-labelledby="variants-heading" data-pagefind-ignore="">
            <h2 id="variants-heading">{t('variants')}</h2>
            <ul className={styles.variants}>
              {variants.map((variant) => (
                <li key={variant.sku}>
                  <Link href={productPath(variant.sku)} locale={locale} className={styles.variant}>
                    {variant.images[0] && <ProductImage image={variant.images[0]} use="thumbnail" />}
                    <span>{variant.text[locale].name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={`${styles.backToList} ${tapArea.links}`} data-pagefind-ignore="">
          <Link href={productListPath({})} locale={locale}>
            {t('backToList')}
          </Link>
        </p>
      </div>
    </article>
  );
}
