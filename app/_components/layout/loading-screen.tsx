'use client';

import { useTranslations } from 'next-intl';

/**
 * Shown while a page of a client-side navigation loads. CSS keeps it invisible for the first
 * 200 ms, so quick navigations never flash it, then plays the legacy sprite of turning letters.
 * A client component because loading.tsx has no route params to tell a server render the locale.
 */
export function LoadingScreen() {
  const t = useTranslations('Loading');
  return (
    <div className="loading-screen" role="status">
      <div className="loading-screen__sprite" aria-hidden="true" />
      <span className="visually-hidden">{t('label')}</span>
    </div>
  );
}
