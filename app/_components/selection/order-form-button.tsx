import { useState } from 'react';
import { isoDay, longDay } from '@/app/_lib/line-sheet/house-day';
import { fill } from '@/app/_lib/text/fill';
import type { OrderFormProduct } from '@/app/_lib/selection/order-form';
import styles from './selection-editor.module.css';
import { useSelectionPage } from './use-selection-page';

/**
 * "Download order form (Excel)": the workbook is made when asked for, dated the day it is made in
 * China, by code loaded then (the writer is several times the size of the rest of the page's).
 */
export function OrderFormButton({ products, className }: { products: readonly OrderFormProduct[]; className?: string }) {
  const { locale, text, factLabels, cover } = useSelectionPage();
  const [failed, setFailed] = useState(false);
  const [making, setMaking] = useState(false);
  const download = async () => {
    if (making) return;
    setMaking(true);
    try {
      const { downloadOrderForm } = await import('@/app/_lib/selection/order-form-download');
      const now = new Date();
      const fileName = `${fill(text.orderFormFile, { house: cover.house, date: isoDay(now, cover.timeZone) })}.xlsx`;
      await downloadOrderForm(fileName, products, cover, text, factLabels, longDay(now, locale, cover.timeZone));
      setFailed(false);
    } catch {
      // The code could not be loaded (the connection dropped, or a new release replaced it).
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void download()} aria-disabled={making || undefined}>
        {text.orderForm}
      </button>
      {failed && (
        <p role="alert" className={styles.problem}>
          {text.orderFormError}
        </p>
      )}
    </>
  );
}
