import { getTranslations } from 'next-intl/server';
import { localeUrl } from '@/app/_addresses';
import type { Locale } from '@/app/_i18n/routing';
import { breakAfterSlashes } from './address-breaks';
import { QrCode } from './qr-code';
import styles from './page-qr-code.module.css';

/** Screen pixels a module is drawn with: whole pixels keep the edges sharp for a camera. */
const MODULE_PX = 4;

/**
 * At desktop widths, a QR code of the page's canonical address, to carry the page over to the
 * visitor's phone (in China, to WeChat, whose own sharing needs a signed server call that a
 * static site cannot make). Drawn when the page is built, behind a <details> that opens without
 * script; hidden on phones, which are where it would lead.
 */
export async function PageQrCode({ locale, path }: { locale: Locale; path: string }) {
  const [t, address] = await Promise.all([getTranslations({ locale, namespace: 'PageQrCode' }), localeUrl(locale, path)]);
  return (
    <details className={styles.qr} data-pagefind-ignore="">
      <summary>{t('summary')}</summary>
      <figure className={styles.figure}>
        <QrCode className={styles.code} label={t('imageLabel')} address={address} modulePx={MODULE_PX} />
        <figcaption>
          <p className={styles.caption}>{t('caption')}</p>
          <p className={styles.address}>{breakAfterSlashes(address)}</p>
        </figcaption>
      </figure>
    </details>
  );
}
