import { productListPath } from '@/app/_addresses/site-addresses';
import { Link } from '@/app/_components/layout/link';
import tapArea from '@/app/_components/layout/tap-area.module.css';
import type { Locale } from '@/app/_i18n/routing';
import styles from './view-all-link.module.css';

/** A line of its own, under a list of pieces or an empty search, that leads to the whole catalogue. */
export function ViewAllLink({ locale, children }: { locale: Locale; children: string }) {
  return (
    <p className={`${styles.viewAll} ${tapArea.links}`}>
      <Link href={productListPath({})} locale={locale}>
        {children}
      </Link>
    </p>
  );
}
