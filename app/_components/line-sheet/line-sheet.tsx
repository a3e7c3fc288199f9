import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { href, lineSheetPath, productPath } from '@/app/_addresses';
import { QrCode } from '@/app/_components/product/qr-code';
import { ProductSpecList } from '@/app/_components/product/product-spec-list';
import { houseDate, startOfHouseDay } from '@/app/_config/house-time';
import { getCheckedAt, getSite, listProductsByType, listProductTypes, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { getCoverFacts, LONG_DATE } from '@/app/_lib/line-sheet/cover-facts';
import { LINE_SHEET_WORKBOOK } from '@/app/_lib/line-sheet/line-sheet-page';
import { getProductSpecLabels, productSpecOf } from '@/app/_lib/product/product-spec';
import styles from './line-sheet.module.css';
import { ProductPicture } from './product-picture';
import { PrintButton } from './print-button';
import { PrintDate } from './print-date';
import { PrintedPages } from './printed-pages';
import button from '@/app/_components/layout/button.module.css';

/**
 * The line sheet buyers order from: a cover with the house's contact and ordering terms, then
 * each product with its picture, facts, price and the QR code of its page, grouped by type in the
 * filter's order, newest first within each; one type's products alone when `type` is given. On
 * screen, a page to read and print from; on paper, A4 landscape (line-sheet.module.css).
 */
export async function LineSheet({ locale, type }: { locale: Locale; type?: string }) {
  const [t, site, types, byType] = await Promise.all([
    getTranslations({ locale, namespace: 'LineSheet' }),
    getSite(),
    listProductTypes(),
    listProductsByType(),
  ]);
  const shownTypes = type ? types.filter(({ id }) => id === type) : types.filter(({ id }) => byType.has(id));
  const title = type ? t('typeTitle', { type: shownTypes[0]!.name[locale] }) : t('title');
  const tSelection = await getTranslations({ locale, namespace: 'Selection' });
  const workbookName = `${tSelection('orderFormFile', { house: site.brandName[locale], date: houseDate(await getCheckedAt()) })}.xlsx`;
  return (
    <PrintedPages locale={locale} brand={site.brandName[locale]} className={styles.sheet}>
      <SheetCover
        locale={locale}
        title={title}
        intro={
          <>
            <p className={styles.intro}>{t('intro')}</p>
            <p className={styles.actions}>
              <PrintButton label={t('print')} className={button.button} />
              <a href={`${href(locale, lineSheetPath(type))}${LINE_SHEET_WORKBOOK}`} download={workbookName} className={styles.workbook}>
                {t('workbook')}
              </a>
            </p>
          </>
        }
      >
        <nav aria-label={t('sheets')} className={styles.sheets}>
          <ul>
            {[{ id: undefined, name: t('wholeSheet') }, ...types.map(({ id, name }) => ({ id, name: name[locale] }))].map((sheet) => (
              <li key={sheet.id ?? ''}>
                <a href={href(locale, lineSheetPath(sheet.id))} aria-current={sheet.id === type ? 'page' : undefined}>
                  {sheet.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </SheetCover>
      {shownTypes.map(({ id, name }) => {
        const products = byType.get(id) ?? [];
        return (
          <section key={id} aria-labelledby={`line-sheet-${id}`} className={styles.group}>
            <h2 id={`line-sheet-${id}`} className={styles.groupHeading}>
              {name[locale]} <span className={styles.count}>{t('productCount', { count: products.length })}</span>
            </h2>
            {products.length > 0 ? (
              <ul className={styles.products}>
                {products.map((product) => (
                  <li key={product.sku} className={styles.product}>
                    <SheetProduct product={product} locale={locale} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('empty')}</p>
            )}
          </section>
        );
      })}
    </PrintedPages>
  );
}

/**
 * A sheet's cover: the house, the title, the edition's date, the house's contact and its ordering
 * terms (those `site.yaml` gives). `intro` comes before the facts, `children` after them. A page
 * that has its own heading on screen (the selection) shows its cover on paper only (`printOnly`).
 * A sheet the browser makes (the selection) is dated the day it is printed (`datedWhenPrinted`).
 */
export async function SheetCover({
  locale,
  title,
  printOnly = false,
  datedWhenPrinted = false,
  intro,
  children,
}: {
  locale: Locale;
  title: string;
  printOnly?: boolean;
  /** Dated the day it is printed, in the browser (a selection), rather than the day of the build. */
  datedWhenPrinted?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const [t, cover, checkedAt, format] = await Promise.all([
    getTranslations({ locale, namespace: 'LineSheet' }),
    getCoverFacts(locale),
    getCheckedAt(),
    getFormatter({ locale }),
  ]);
  // The day the build ran, in China: the sheet's edition.
  const issued = format.dateTime(startOfHouseDay(houseDate(checkedAt)), LONG_DATE);
  return (
    <header className={printOnly ? `${styles.cover} ${styles.printOnly}` : styles.cover}>
      <p className={styles.house}>{cover.house}</p>
      <h1 className={styles.title}>{title}</h1>
      {datedWhenPrinted ? (
        <PrintDate template={t.raw('issued') as string} locale={locale} timeZone={cover.timeZone} className={styles.issued} />
      ) : (
        <p className={styles.issued}>{t('issued', { date: issued })}</p>
      )}
      {intro}
      <div className={styles.coverFacts}>
        <section aria-labelledby="line-sheet-contact">
          <h2 id="line-sheet-contact" className={styles.coverHeading}>
            {cover.contactHeading}
          </h2>
          <dl className={styles.facts}>
            {cover.contact.map((fact) => [
              <dt key={`${fact.label} label`}>{fact.label}</dt>,
              <dd key={fact.label} className={fact.whole ? styles.whole : undefined}>
                {fact.value}
              </dd>,
            ])}
          </dl>
        </section>
        {cover.terms.length > 0 && (
          <section aria-labelledby="line-sheet-terms">
            <h2 id="line-sheet-terms" className={styles.coverHeading}>
              {cover.termsHeading}
            </h2>
            <dl className={styles.facts}>
              {cover.terms.map((term) => [<dt key={`${term.label} label`}>{term.label}</dt>, <dd key={term.label}>{term.value}</dd>])}
            </dl>
          </section>
        )}
      </div>
      {children}
    </header>
  );
}

async function SheetProduct({ product, locale }: { product: Product; locale: Locale }) {
  const [t, labels, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'LineSheet' }),
    getProductSpecLabels(locale),
    productSpecOf(product, locale),
  ]);
  const [lead] = product.images;
  return (
    <article aria-labelledby={`piece-${product.sku}`} className={styles.productBody}>
      {lead && <ProductPicture image={lead} className={styles.picture} />}
      <div className={styles.productText}>
        <h3 id={`piece-${product.sku}`} className={styles.name}>
          <a href={href(locale, productPath(product.sku))}>{facts.name}</a>
        </h3>
        <ProductSpecList facts={facts} labels={labels} classNames={{ list: styles.facts, whole: styles.whole, price: styles.price }} />
      </div>
      <QrCode className={styles.qr} address={facts.url} label={t('qrLabel', { name: facts.name })} modulePx={2} />
    </article>
  );
}
