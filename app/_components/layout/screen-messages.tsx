'use client';

import type { Messages } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';

/** The strings of the loading and error screens, which Next renders without route params. */
export type ScreenMessages = Pick<Messages, 'Loading' | 'Errors'>;

const ScreenMessagesContext = createContext<ScreenMessages | null>(null);

/**
 * A plain context rather than next-intl's useTranslations: these strings need no formatting,
 * and the message formatter would otherwise ship to every page.
 */
export function ScreenMessagesProvider({ messages, children }: { messages: ScreenMessages; children: ReactNode }) {
  return <ScreenMessagesContext value={messages}>{children}</ScreenMessagesContext>;
}

export function useScreenMessages(): ScreenMessages {
  const messages = useContext(ScreenMessagesContext);
  if (!messages) throw new Error('useScreenMessages needs a ScreenMessagesProvider above it (app/[locale]/layout.tsx)');
  return messages;
}
