'use client';
// Once the session is known to be missing, tells the user why and sends them to sign in (SPEC §4).
import { getProviders, signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast, useToastsShown } from '@/components/toasts/ToastProvider';
import { reportError } from '@/lib/report-error';

/** SPEC §9: the pause that lets the toast be read before the page changes. */
const signInRedirectDelayMs = 600;

/**
 * Auth.js's signIn() does not fail when the auth service is down: it navigates to a bare error page.
 * Asking for the providers first lets the user stay here, with a toast, and lets us hear about it.
 */
async function startSignIn(): Promise<void> {
  if (!(await getProviders())) throw new Error('The sign-in service did not answer (/api/auth/providers)');
  await signIn(undefined, { redirectTo: window.location.href });
}

type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export function useSignInRedirect(status: SessionStatus): void {
  const t = useTranslations('Auth');
  const notification = useToast();
  const toastShown = useToastsShown();

  useEffect(() => {
    if (status !== 'unauthenticated') return;
    notification.info({ key: 'sign-in-required', title: t('signInRequired') });
    // The pause is counted from when the toast can be seen: the toast host may still be loading.
    let timer: number | undefined;
    let cancelled = false;
    void toastShown.then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        startSignIn().catch((error: unknown) => {
          notification.error({ key: 'sign-in-failed', title: t('signInFailed') });
          reportError('sign-in', error);
        });
      }, signInRedirectDelayMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [status, notification, toastShown, t]);
}
