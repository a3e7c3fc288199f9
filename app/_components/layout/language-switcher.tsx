'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { homePath, localePath, localeSegment } from '@/app/_addresses/site-addresses';
import { setLocale } from '@/app/_i18n/locale';
import type { Locale } from '@/app/_i18n/routing';
import { LinkStatusReporter } from './link-status';
import { usePrefetchOnIntent } from './prefetch-on-intent';

/**
 * Moves to the same page in the other locale, keeping the address's query and fragment (a shared
 * link's tracking, a section such as #care), and remembers the choice for the legacy addresses.
 */
export function LanguageSwitcher({
  locale,
  targetLocale,
  text,
  label,
  className,
}: {
  locale: Locale;
  targetLocale: Locale;
  text: string;
  label: string;
  className?: string;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const prefetchOnIntent = usePrefetchOnIntent();
  const href = localePath(targetLocale, pathname.slice(localeSegment(locale).length) || homePath);
  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>) => {
    setLocale(targetLocale);
    const { search, hash } = window.location;
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plainClick || (!search && !hash)) return;
    event.preventDefault();
    router.push(`${href}${search}${hash}`);
  };
  /*
   * The link is rendered without the query and fragment, which only the browser knows (a shared
   * selection, a search). They are put on it as the visitor reaches for it (and shown as the
   * pointer rests on it), so that a new tab, a copied link or a drag opens the same page too.
   */
  const carryAddress = ({ currentTarget: link }: { currentTarget: HTMLAnchorElement }) => {
    const { search, hash } = window.location;
    link.setAttribute('href', `${link.pathname}${search}${hash}`);
  };
  /** A handler of the prefetching on intent that also carries the address. */
  const carryingAddress = (intent: () => void) => (event: { currentTarget: HTMLAnchorElement }) => {
    carryAddress(event);
    intent();
  };
  return (
    <NextLink
      className={className}
      href={href}
      hrefLang={targetLocale}
      lang={targetLocale}
      aria-label={label}
      onClick={switchLanguage}
      {...prefetchOnIntent}
      onMouseEnter={carryingAddress(prefetchOnIntent.onMouseEnter)}
      onFocus={carryingAddress(prefetchOnIntent.onFocus)}
      onPointerDown={carryAddress}
      onContextMenu={carryAddress}
    >
      {text}
      <LinkStatusReporter href={href} />
    </NextLink>
  );
}
