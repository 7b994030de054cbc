'use client';
// Gives the client components below it a page's own namespaces on top of the layout's. A nested
// NextIntlClientProvider replaces its parent's messages instead of adding to them (use-intl's
// IntlProvider), so the union is made here, in the browser, and the layout's messages travel once.
import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { mergeMessages } from './merge-messages';

interface AddedMessagesProviderProps {
  messages: AbstractIntlMessages;
  children: ReactNode;
}

export function AddedMessagesProvider({ messages, children }: AddedMessagesProviderProps) {
  const inherited = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
