import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/app/_i18n/routing';

/**
 * A link to another site (the shop, the ICP register). It opens in a new tab, which screen-reader
 * users are told, and the site it leads to learns nothing of the page it came from.
 */
export async function ExternalLink({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
