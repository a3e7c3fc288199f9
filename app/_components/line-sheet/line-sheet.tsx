import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { href, lineSheetPath, productPath } from '@/app/_addresses';
import { QrCode } from '@/app/_components/product/qr-code';
import { PieceFactList } from '@/app/_components/product/piece-fact-list';
import { getPieceFactLabels, pieceFactsOf } from '@/app/_components/product/piece-facts';
import { HOUSE_TIME_ZONE, houseDate, startOfHouseDay } from '@/app/_config/house-time';
import { getCheckedAt, getContact, getSite, listProductsByType, listProductTypes, type Product } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import styles from './line-sheet.module.css';
import { PiecePicture } from './piece-picture';
import { PrintButton } from './print-button';
import { PrintedPages } from './printed-pages';
import button from '@/app/_components/layout/button.module.css';

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric', timeZone: HOUSE_TIME_ZONE } as const;

/**
 * The line sheet buyers order from: a cover with the house's contact and ordering terms, then
 * each piece with its picture, facts, price and the QR code of its page, grouped by type in the
 * filter's order, newest first within each; one type's pieces alone when `type` is given. On
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
        const pieces = byType.get(id) ?? [];
        return (
          <section key={id} aria-labelledby={`line-sheet-${id}`} className={styles.group}>
            <h2 id={`line-sheet-${id}`} className={styles.groupHeading}>
              {name[locale]} <span className={styles.count}>{t('pieceCount', { count: pieces.length })}</span>
            </h2>
            {pieces.length > 0 ? (
              <ul className={styles.pieces}>
                {pieces.map((product) => (
                  <li key={product.sku} className={styles.piece}>
                    <Piece product={product} locale={locale} />
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
 */
export async function SheetCover({
  locale,
  title,
  printOnly = false,
  intro,
  children,
}: {
  locale: Locale;
  title: string;
  printOnly?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const [t, tContact, site, contact, checkedAt, format] = await Promise.all([
    getTranslations({ locale, namespace: 'LineSheet' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getSite(),
    getContact(locale),
    getCheckedAt(),
    getFormatter({ locale }),
  ]);
  // The day the build ran, in China: the sheet's edition.
  const issued = format.dateTime(startOfHouseDay(houseDate(checkedAt)), LONG_DATE);
  const terms = [
    { label: t('minimumOrder'), value: site.minimumOrder?.[locale] },
    { label: t('leadTime'), value: site.leadTime?.[locale] },
    { label: t('paymentTerms'), value: site.paymentTerms?.[locale] },
    { label: t('pricesValidUntil'), value: site.pricesValidUntil && format.dateTime(startOfHouseDay(site.pricesValidUntil), LONG_DATE) },
  ].filter((term): term is { label: string; value: string } => Boolean(term.value));
  return (
    <header className={printOnly ? `${styles.cover} ${styles.printOnly}` : styles.cover}>
      <p className={styles.house}>{site.brandName[locale]}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.issued}>{t('issued', { date: issued })}</p>
      {intro}
      <div className={styles.coverFacts}>
        <section aria-labelledby="line-sheet-contact">
          <h2 id="line-sheet-contact" className={styles.coverHeading}>
            {t('contact')}
          </h2>
          <dl className={styles.facts}>
            <dt>{tContact('manager')}</dt>
            <dd>{contact.manager}</dd>
            <dt>{tContact('tel')}</dt>
            <dd className={styles.whole}>{contact.tel}</dd>
            <dt>{tContact('email')}</dt>
            <dd>{contact.email}</dd>
            <dt>{tContact('address')}</dt>
            <dd>{contact.address}</dd>
          </dl>
        </section>
        {terms.length > 0 && (
          <section aria-labelledby="line-sheet-terms">
            <h2 id="line-sheet-terms" className={styles.coverHeading}>
              {t('terms')}
            </h2>
            <dl className={styles.facts}>
              {terms.map((term) => [<dt key={`${term.label} label`}>{term.label}</dt>, <dd key={term.label}>{term.value}</dd>])}
            </dl>
          </section>
        )}
      </div>
      {children}
    </header>
  );
}

async function Piece({ product, locale }: { product: Product; locale: Locale }) {
  const [t, labels, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'LineSheet' }),
    getPieceFactLabels(locale),
    pieceFactsOf(product, locale),
  ]);
  const [lead] = product.images;
  return (
    <article aria-labelledby={`piece-${product.sku}`} className={styles.pieceBody}>
      {lead && <PiecePicture image={lead} className={styles.picture} />}
      <div className={styles.pieceText}>
        <h3 id={`piece-${product.sku}`} className={styles.name}>
          <a href={href(locale, productPath(product.sku))}>{facts.name}</a>
        </h3>
        <PieceFactList facts={facts} labels={labels} classNames={{ list: styles.facts, whole: styles.whole, price: styles.price }} />
      </div>
      <QrCode className={styles.qr} address={facts.url} label={t('qrLabel', { name: facts.name })} modulePx={2} />
    </article>
  );
}
