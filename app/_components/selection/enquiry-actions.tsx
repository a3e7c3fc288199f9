import { PrintButton } from '@/app/_components/line-sheet/print-button';
import { fill } from '@/app/_lib/text/fill';
import { enquiryMailto, enquiryText, type EnquiryProduct } from '@/app/_lib/selection/enquiry';
import type { Catalogue } from '@/app/_lib/selection/order-product-spec';
import type { SavedProduct } from '@/app/_lib/selection/selection-store';
import { sharedSelectionQuery } from '@/app/_lib/selection/shared-selection';
import { CopyButton } from './copy-button';
import { OrderFormButton } from './order-form-button';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';
import button from '@/app/_components/layout/button.module.css';

/**
 * The ways to send the visitor's selection: a mail to the house, a text to copy, a printed line
 * sheet, an order form, and an address that opens it elsewhere.
 */
export function EnquiryActions({
  refused,
  products,
  enquiry,
  catalogue,
  announce,
}: {
  /** Whether a quantity field holds what is not a quantity: the selection is not sent until it is corrected. */
  refused: boolean;
  products: readonly SavedProduct[];
  /** The same products, as the enquiry lists them. */
  enquiry: EnquiryProduct[];
  catalogue: Catalogue;
  announce: (message: string) => void;
}) {
  const { text, email, selectionUrl } = useSelectionPage();
  const share = sharedSelectionQuery(products);
  const shareUrl = `${selectionUrl}${share.query}`;
  const mail = enquiryMailto(email, enquiry, text, { url: shareUrl, notesLeftOut: share.notesLeftOut });
  return (
    <section aria-labelledby="actions-heading" className={styles.actions}>
      <h2 id="actions-heading">{text.actionsHeading}</h2>
      {refused ? (
        <p className={styles.problem}>{text.correctQuantities}</p>
      ) : (
        <>
          <div className={styles.buttons}>
            <a className={button.button} href={mail.href}>
              {text.sendEnquiry}
            </a>
            <CopyButton
              label={text.copy}
              copiedMessage={text.copied}
              refusedMessage={text.copyRefused}
              fallbackLabel={text.copyLabel}
              value={enquiryText(enquiry, text)}
              announce={announce}
              multiline
            />
            <PrintButton label={text.print} className={styles.secondary} />
            <OrderFormButton
              products={products.map((product) => ({ ...product, facts: catalogue.get(product.sku)! }))}
              className={styles.secondary}
            />
          </div>
          <p className={styles.hint}>{fill(mail.whole ? text.sendHint : text.sendHintShortened, { email })}</p>
          <p className={styles.hint}>{text.orderFormHint}</p>
          <h3 id="share-heading">{text.share}</h3>
          <p className={styles.hint}>{text.shareHint}</p>
          {share.notesLeftOut && <p className={styles.notice}>{text.shareNotesLeftOut}</p>}
          <div className={styles.share}>
            <input
              type="url"
              readOnly
              value={shareUrl}
              aria-label={text.shareLabel}
              className={styles.address}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              label={text.copyAddress}
              copiedMessage={text.addressCopied}
              refusedMessage={text.copyRefused}
              fallbackLabel={text.shareLabel}
              value={shareUrl}
              announce={announce}
            />
          </div>
        </>
      )}
    </section>
  );
}
