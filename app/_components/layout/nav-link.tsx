'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Locale } from '../../_i18n/routing';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * A link of the main navigation, marked as the current page on its own page and as current on the
 * pages under it (a product under Product). A client component: the header stays on screen while
 * the pages change beneath it.
 */
export function NavLink({ href, locale, children }: { href: string; locale: Locale; children: ReactNode }) {
  const target = `/${locale}${href}`;
  const here = withoutTrailingSlash(usePathname());
  const current = here === withoutTrailingSlash(target) ? 'page' : here.startsWith(target) ? 'true' : undefined;
  return (
    <NextLink href={target} aria-current={current}>
      {children}
    </NextLink>
  );
}
