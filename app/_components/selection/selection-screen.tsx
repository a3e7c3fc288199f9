import { getMessages, getTranslations } from 'next-intl/server';
import { href, localeUrl, mailHref, selectionPath, selectionPiecesPath, telephoneHref } from '@/app/_addresses';
import { getCoverFacts } from '@/app/_lib/line-sheet/cover-facts';
import { SheetCover } from '@/app/_components/line-sheet/line-sheet';
import { getProductSpecLabels } from '@/app/_lib/product/product-spec';
import { PrintedPages } from '@/app/_components/line-sheet/printed-pages';
import { getContact, getSite } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { SelectionEditor } from './selection-editor';
import styles from './selection-screen.module.css';
import section from '@/app/_components/layout/section.module.css';

/**
 * The selection page: what the browser keeps is read by the island; the page itself says what the
 * selection is for, and without JavaScript, how to write to the house instead. Printed, it is a
 * line sheet of the saved products, on the line sheet's pages, behind the line sheet's cover.
 */
export async function SelectionScreen({ locale }: { locale: Locale }) {
  const [t, messages, factLabels, contact, site, selectionUrl, cover] = await Promise.all([
    getTranslations({ locale, namespace: 'Selection' }),
    getMessages({ locale }),
    getProductSpecLabels(locale),
    getContact(locale),
    getSite(),
    localeUrl(locale, selectionPath),
    getCoverFacts(locale),
  ]);
  return (
    <PrintedPages locale={locale} brand={site.brandName[locale]} className={`${section.section} ${styles.screen}`}>
      <SheetCover locale={locale} title={t('title')} printOnly datedWhenPrinted />
      <h1 className={styles.screenOnly}>{t('title')}</h1>
      <p className={`lead ${styles.screenOnly}`}>{t('intro')}</p>
      <noscript>
        <p>{t('needsScript')}</p>
        <p>
          <a href={mailHref(contact.email)}>{contact.email}</a> ·{' '}
          <a href={telephoneHref(contact.tel)} className={styles.telephone}>
            {contact.tel}
          </a>
        </p>
      </noscript>
      <SelectionEditor
        page={{ locale, text: messages.Selection, factLabels, cover, email: contact.email, selectionUrl }}
        piecesHref={href(locale, selectionPiecesPath)}
      />
    </PrintedPages>
  );
}
