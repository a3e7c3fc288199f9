'use client';

import type { FocusEvent, MouseEvent, ReactNode } from 'react';

/**
 * The navigation's panel. At phone width it is a popover that the Menu button opens (site-header.module.css):
 * the browser opens it, and closes it on Escape or a tap elsewhere, from the first paint and with
 * no script at all. A link followed inside it keeps the header, which persists across pages, so
 * the panel is closed here and focus moves to the page's content instead of dropping to the start
 * of the document with the hidden link; and it closes when Tab leaves it.
 */
export function MenuPanel({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const closeAfterNavigation = (event: MouseEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    // Next.js prevents the default of the links it navigates itself; a new tab leaves the menu open.
    if (!event.defaultPrevented || !(event.target as Element).closest('a') || !panel.matches(':popover-open')) return;
    panel.hidePopover();
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    const next = event.relatedTarget;
    // Tabbing on past the last link would otherwise leave focus under the open panel, out of sight.
    if (!next || !panel.matches(':popover-open') || panel.contains(next) || next.getAttribute('popovertarget') === id) return;
    panel.hidePopover();
  };
  return (
    <div id={id} popover="auto" className={className} onClick={closeAfterNavigation} onBlur={closeWhenFocusLeaves}>
      {children}
    </div>
  );
}
