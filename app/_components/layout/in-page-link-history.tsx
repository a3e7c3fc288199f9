'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';

/**
 * An in-page link (the skip link's #main, a section's #care) makes a history entry of its own,
 * without the state Next's router keeps in the entries it makes; the router leaves a step back or
 * forward to such an entry alone. After a move to another page, Back would then change the address
 * but leave the other page on screen, in the other language after a switch. A step to such an
 * entry of another page loads that page.
 */
export function InPageLinkHistory() {
  const pathname = usePathname();
  /** The address of the page on screen, as the browser shows it (base path and all). */
  const shown = useRef<string>(undefined);

  // Both in the commit that writes the new address into the history (a new language's page mounts
  // this anew): a step back may come before the commit's effects have run.
  useLayoutEffect(() => {
    shown.current = window.location.pathname;
  }, [pathname]);

  useLayoutEffect(() => {
    const onStep = (event: PopStateEvent) => {
      if (event.state === null && window.location.pathname !== shown.current) window.location.reload();
    };
    window.addEventListener('popstate', onStep);
    return () => window.removeEventListener('popstate', onStep);
  }, []);

  return null;
}
