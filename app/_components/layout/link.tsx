'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localePath } from '@/app/_addresses/site-addresses';
import type { Locale } from '@/app/_i18n/routing';
import { LinkStatusReporter } from './link-status';
import { usePrefetchOnIntent } from './prefetch-on-intent';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'prefetch'> & {
  /** The page's path under its locale, e.g. `/about/` (app/_addresses). */
  href: string;
  locale: Locale;
};

/**
 * A link to a page of the site in `locale`, which prefetches its page on the visitor's intent and
 * shows the loading screen while its page loads. Every link names its locale, so Next's own Link
 * is enough: next-intl's would ship its client runtime (the message formatter with it) to every
 * page to look up a locale we already know.
 */
export function Link({ href, locale, children, ...props }: LinkProps) {
  const path = localePath(locale, href);
  return (
    <NextLink href={path} {...usePrefetchOnIntent()} {...props}>
      {children}
      <LinkStatusReporter href={path} />
    </NextLink>
  );
}
