import { useState } from 'react';

/**
 * Props for a Next link that prefetches its page once the visitor shows they may follow it
 * (pointer over it, a finger on it, keyboard focus), not as soon as it scrolls into view: a phone
 * that opens the home page should not download the pages of every product card it shows. This
 * is the pattern of Next's prefetching guide (`prefetch={null}` restores its default).
 */
export function usePrefetchOnIntent() {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return { prefetch: intent ? null : false, onMouseEnter: showIntent, onTouchStart: showIntent, onFocus: showIntent } as const;
}
