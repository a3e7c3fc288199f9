'use client';

import { useScreenMessages } from './screen-messages';
import button from './button.module.css';
import section from './section.module.css';

/**
 * What a visitor sees when a page could not be loaded, in the page's language. Its button loads
 * the page afresh: `href`, the page a link was loading, or else the address shown.
 */
export function PageErrorMessage({ href }: { href?: string }) {
  const t = useScreenMessages().Errors;
  return (
    <section className={`${section.section} ${section.narrow}`} role="alert">
      <h1>{t.title}</h1>
      <p>{t.message}</p>
      <p>
        <button type="button" className={button.button} onClick={() => (href ? window.location.assign(href) : window.location.reload())}>
          {t.reload}
        </button>
      </p>
    </section>
  );
}
