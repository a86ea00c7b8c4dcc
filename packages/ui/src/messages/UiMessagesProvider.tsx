import { useMemo, type ReactNode } from 'react';
import { defaultUiMessages, UiMessagesContext, type UiMessages } from './messages';

export interface UiMessagesProviderProps {
  messages: Partial<UiMessages>;
  children: ReactNode;
}

/** Overrides some of the kit's texts for everything inside. */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const value = useMemo(() => ({ ...defaultUiMessages, ...messages }), [messages]);
  return <UiMessagesContext.Provider value={value}>{children}</UiMessagesContext.Provider>;
}
