'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** A page that failed to load (a chunk that did not arrive, or arrived too late). */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Errors');
  useEffect(() => console.error(error), [error]);
  return (
    <section className="section narrow page-error" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </p>
    </section>
  );
}
