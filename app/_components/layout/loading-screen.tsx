'use client';

import { useEffect, useState } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '@/app/_config/page-load';
import { PageErrorMessage } from './page-error-message';
import { useScreenMessages } from './screen-messages';

/**
 * Shown while a page of a client-side navigation loads (its data or its code). CSS keeps it
 * invisible for the first 200 ms, so quick navigations never flash it, then plays the legacy
 * sprite of turning letters. Next waits without limit; like the previous site, after 120 s it
 * gives up and says the page could not be loaded.
 * A client component because loading.tsx has no route params to tell a server render the locale.
 */
export function LoadingScreen() {
  const t = useScreenMessages().Loading;
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      console.error(new Error(`The page took longer than ${PAGE_LOAD_TIMEOUT_MS / 1000} s to load`));
      setTimedOut(true);
    }, PAGE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (timedOut) return <PageErrorMessage />;
  return (
    <div className="loading-screen" role="status">
      <div className="loading-screen__sprite" aria-hidden="true" />
      <span className="visually-hidden">{t.label}</span>
    </div>
  );
}
