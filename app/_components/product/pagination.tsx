import { getTranslations } from 'next-intl/server';
import { productListPath } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import type { Locale } from '@/app/_i18n/routing';
import { pageWindow } from '@/app/_lib/product/page-window';
import styles from './pagination.module.css';

export async function Pagination({ locale, type, page, pageCount }: { locale: Locale; type?: string; page: number; pageCount: number }) {
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  const href = (target: number) => productListPath({ type, page: target });
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      <p className={styles.status}>{t('status', { page, pageCount })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} locale={locale} rel="prev">
              {t('previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                href={href(target)}
                locale={locale}
                aria-label={t('page', { page: target })}
                aria-current={target === page ? 'page' : undefined}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} locale={locale} rel="next">
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
