'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { underBasePath } from '@/app/_addresses/site-addresses';
import { PAGE_LOAD_TIMEOUT_MS } from '@/app/_config/page-load';
import { LinkStatusContext } from './link-status';
import { LoadingSprite } from './loading-sprite';
import styles from './navigation-status.module.css';
import { PageErrorMessage } from './page-error-message';
import { useScreenMessages } from './screen-messages';

/**
 * Shows the loading screen while a link's page loads (its data or its code) in a client-side
 * navigation, over the page being left. Next reports that per link (`useLinkStatus`), so each link
 * of the site holds a `LinkStatusReporter` (link-status.tsx). Every exported page stays one whole
 * HTML document: no loading.tsx, whose Suspense boundary React may stream as a fallback.
 */
export function NavigationStatus({ basePath, children }: { basePath: string; children: ReactNode }) {
  const [loading, setLoading] = useState<string>();
  return (
    <LinkStatusContext value={setLoading}>
      {children}
      {/* Keyed by the address: a second link followed while the first loads starts its own 120 s. */}
      {loading && <LoadingScreen key={loading} href={underBasePath(basePath, loading)} />}
    </LinkStatusContext>
  );
}

/**
 * CSS keeps it invisible for the first 200 ms, so quick navigations never flash it, then plays the
 * legacy sprite of turning letters. Next waits without limit; like the previous site, after 120 s
 * it gives up and says the page could not be loaded, offering to load it afresh.
 */
function LoadingScreen({ href }: { href: string }) {
  const t = useScreenMessages().Loading;
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      console.error(new Error(`The page took longer than ${PAGE_LOAD_TIMEOUT_MS / 1000} s to load: ${href}`));
      setTimedOut(true);
    }, PAGE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [href]);

  if (timedOut) {
    return (
      <div className={styles.overlay}>
        <PageErrorMessage href={href} />
      </div>
    );
  }
  return (
    <div className={`${styles.overlay} ${styles.loadingScreen}`} role="status">
      <LoadingSprite />
      <span className="visually-hidden">{t.label}</span>
    </div>
  );
}
