'use client';
// A signed-in person's account remembers the language they chose on another device: on a device that
// has no choice of its own yet, it becomes this device's, so their next visit to an unprefixed page
// (i18n/negotiate-locale.ts) opens in it rather than in the browser's or the variant's language.
import { useSession } from 'next-auth/react';
import { hasLocale } from 'next-intl';
import { useEffect } from 'react';
import { routing } from '@/i18n/routing';
import { preferredLocaleKey, rememberOnThisDevice } from './use-switch-locale';

const hasDeviceChoice = () =>
  document.cookie.split(/;\s*/).some((c) => c.startsWith(`${preferredLocaleKey}=`));

export function AccountLocaleOnThisDevice() {
  const { data: session } = useSession();
  const accountLocale = session?.user.locale;
  useEffect(() => {
    if (hasLocale(routing.locales, accountLocale) && !hasDeviceChoice()) rememberOnThisDevice(accountLocale);
  }, [accountLocale]);
  return null;
}
