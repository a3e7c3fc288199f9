'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { setLocale } from '../../_i18n/locale';
import type { Locale } from '../../_i18n/routing';

/** Moves to the same page in the other locale and remembers the choice for the legacy addresses. */
export function LanguageSwitcher({
  locale,
  targetLocale,
  text,
  label,
}: {
  locale: Locale;
  targetLocale: Locale;
  text: string;
  label: string;
}) {
  const pathname = usePathname();
  const href = `/${targetLocale}${pathname.slice(`/${locale}`.length) || '/'}`;
  return (
    <NextLink
      className="language-switcher"
      href={href}
      hrefLang={targetLocale}
      lang={targetLocale}
      aria-label={label}
      onClick={() => setLocale(targetLocale)}
    >
      {text}
    </NextLink>
  );
}
