import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { LinkStatusReporter } from '@/app/_components/layout/navigation-status';
import type { Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** The page's path under its locale, e.g. `/about/`. */
  href: string;
  locale: Locale;
};

/**
 * A link to a page of the site in `locale`, which shows the loading screen while its page loads.
 * Every link names its locale, so Next's own Link is enough: next-intl's would ship its client
 * runtime (the message formatter with it) to every page to look up a locale we already know.
 */
export function Link({ href, locale, children, ...props }: LinkProps) {
  const path = `/${locale}${href}`;
  return (
    <NextLink href={path} {...props}>
      {children}
      <LinkStatusReporter href={path} />
    </NextLink>
  );
}
