'use client';

import { useLinkStatus } from 'next/link';
import { createContext, useContext, useEffect, type Dispatch, type SetStateAction } from 'react';

/**
 * Sets the address of the page a link is loading, or none. Apart from the loading screen
 * (navigation-status.tsx) and its styles: every link holds a reporter, so whatever this file
 * imports, every page's stylesheet would carry a copy of.
 */
export const LinkStatusContext = createContext<Dispatch<SetStateAction<string | undefined>>>(() => {});

/** Inside a link to `href` (without the base path): reports while Next is loading its page. */
export function LinkStatusReporter({ href }: { href: string }) {
  const { pending } = useLinkStatus();
  const report = useContext(LinkStatusContext);
  useEffect(() => {
    if (!pending) return;
    report(href);
    // The page arrived (this link goes with the page it was on) or another link took over.
    return () => report((loading) => (loading === href ? undefined : loading));
  }, [pending, href, report]);
  return null;
}
