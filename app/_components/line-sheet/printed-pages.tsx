import type { ReactNode } from 'react';
import type { Locale } from '@/app/_i18n/routing';
import { PrintedPageMarks } from './printed-page-marks';
import styles from './printed-pages.module.css';

/** What `children` print on: the line sheet's pages, landscape, each with the house's name and its number. */
export function PrintedPages({
  locale,
  brand,
  className,
  children,
}: {
  locale: Locale;
  brand: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The site's header reads the attribute: on paper, a sheet stands alone (site-header.module.css).
    <div className={`${styles.pages} ${className ?? ''}`} data-printed-pages="">
      <PrintedPageMarks locale={locale} brand={brand} />
      {children}
    </div>
  );
}
