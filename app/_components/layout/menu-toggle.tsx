'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * At phone width the navigation hides behind a Menu button (a disclosure). The button is in the
 * page from the first paint, so the header never changes shape; global.css shows it only at
 * phone width where scripts run. Without JavaScript, and on wide screens, the navigation is
 * simply shown.
 */
export function MenuToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="menu" data-open={open || undefined}>
      <button
        ref={button}
        type="button"
        className="menu__button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
      </button>
      {/* Following a link closes the menu, so the next page starts with it closed. */}
      <div id="site-menu" className="menu__panel" onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
