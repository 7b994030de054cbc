'use client';
// SPEC §4 "Locale change": remember the choice on this device, save it on the account when signed in,
// then show the same page in the new language.
import { useSession } from 'next-auth/react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { reportError } from '@/lib/report-error';

const oneYearInSeconds = 365 * 24 * 60 * 60;
export const preferredLocaleKey = 'NEXT_LOCALE';

export function rememberOnThisDevice(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is still missing from older Safari
  document.cookie = `${preferredLocaleKey}=${locale}; path=/; max-age=${oneYearInSeconds}; samesite=lax`;
  localStorage.setItem(preferredLocaleKey, locale);
}

async function saveOnAccount(locale: Locale): Promise<void> {
  const response = await fetch('/api/user/update', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ locale }),
  });
  if (!response.ok) throw new Error(`Saving the language failed with HTTP ${response.status}`);
}

export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const router = useRouter();
  const pathname = usePathname();
  const { status } = useSession();
  return async (locale) => {
    rememberOnThisDevice(locale);
    // The page still changes language when saving fails; the choice is kept on this device either way.
    if (status === 'authenticated')
      await saveOnAccount(locale).catch((error) => reportError('request', error));
    router.replace(`${pathname}${window.location.search}`, { locale });
  };
}
