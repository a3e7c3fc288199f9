import { getTranslations } from 'next-intl/server';
import { lineSheetPath } from '@/app/_addresses';
import { Link } from '@/app/_components/layout/link';
import type { Locale } from '@/app/_i18n/routing';
import styles from './line-sheet-link.module.css';

/** The way to the line sheet from where buyers look for it: the Contact page's Business Cooperation. */
export async function LineSheetLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LineSheet' });
  return (
    <p className={styles.paragraph}>
      <Link href={lineSheetPath()} locale={locale} className={styles.link}>
        {t('contactLink')}
      </Link>
    </p>
  );
}
