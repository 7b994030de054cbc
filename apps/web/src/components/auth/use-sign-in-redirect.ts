'use client';
// Once the session is known to be missing, tells the user why and sends them to sign in (SPEC §4).
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast } from '@/components/toasts/ToastProvider';
import { reportError } from '@/lib/report-error';

/** SPEC §9: the pause that lets the toast be read before the page changes. */
const signInRedirectDelayMs = 600;

type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export function useSignInRedirect(status: SessionStatus): void {
  const t = useTranslations('Auth');
  const notification = useToast();

  useEffect(() => {
    if (status !== 'unauthenticated') return;
    notification.info({ key: 'sign-in-required', title: t('signInRequired') });
    const timer = window.setTimeout(() => {
      signIn(undefined, { redirectTo: window.location.href }).catch((error: unknown) => {
        notification.error({ key: 'sign-in-failed', title: t('signInFailed') });
        reportError('sign-in', error);
      });
    }, signInRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, notification, t]);
}
