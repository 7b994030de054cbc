// Sends the browser the namespaces a page's client components read, beyond those every page gets
// (shellNamespaces, in the layout). List them as a literal array where the page renders those components:
// src/i18n/client-namespaces.test.ts reads it there and fails when a client component below reads a
// namespace that is not listed.
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AddedMessagesProvider } from './AddedMessagesProvider';
import { pickMessages } from './pick-messages';

interface ClientMessagesProps {
  /** Whole namespaces ("Organization") or parts of one ("Home.drop"). */
  namespaces: readonly string[];
  children: ReactNode;
}

export async function ClientMessages({ namespaces, children }: ClientMessagesProps) {
  const messages = pickMessages(await getMessages(), namespaces);
  return <AddedMessagesProvider messages={messages}>{children}</AddedMessagesProvider>;
}
