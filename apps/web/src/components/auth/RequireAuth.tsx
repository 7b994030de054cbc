'use client';
// Wraps a page that only signed-in users may see: its content renders only once the session is confirmed.
import { useSession } from 'next-auth/react';
import type { ReactNode } from 'react';
import { useSignInRedirect } from './use-sign-in-redirect';
import { VerifyingScreen } from './VerifyingScreen';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  useSignInRedirect(status);
  if (status !== 'authenticated') return <VerifyingScreen />;
  return children;
}
