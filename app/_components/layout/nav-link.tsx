'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { localePath } from '@/app/_addresses/site-addresses';
import type { Locale } from '@/app/_i18n/routing';
import { Link } from './link';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * A link of the main navigation, marked as the current page on its own page and as current on the
 * pages under it (a product under Product). A client component: the header stays on screen while
 * the pages change beneath it.
 */
export function NavLink({ href, locale, className, children }: { href: string; locale: Locale; className?: string; children: ReactNode }) {
  const section = localePath(locale, href);
  const here = withoutTrailingSlash(usePathname());
  const current = here === withoutTrailingSlash(section) ? 'page' : here.startsWith(section) ? 'true' : undefined;
  return (
    <Link href={href} locale={locale} aria-current={current} className={className}>
      {children}
    </Link>
  );
}
