'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * At phone width the navigation hides behind a Menu button (a disclosure). Without JavaScript,
 * and on wide screens, the navigation is simply shown: the button exists once this has hydrated
 * (global.css hides the navigation at phone width from the first paint where scripts run).
 */
export function MenuToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
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
      {hydrated && (
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
      )}
      {/* Following a link closes the menu, so the next page starts with it closed. */}
      <div id="site-menu" className="menu__panel" onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
