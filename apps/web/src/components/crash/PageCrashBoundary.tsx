'use client';
// The crash screen for errors inside a page, in the visitor's language with the brand's contacts; the
// header above it keeps working, and moving to another page starts afresh.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { usePathname } from '@/i18n/navigation';
import { CrashBoundary } from './CrashBoundary';
import { LazyCrashScreen } from './LazyCrashScreen';

export function PageCrashBoundary({ children }: { children: ReactNode }) {
  const t = useTranslations('Crash');
  const { host } = useSite();
  const pathname = usePathname();
  const texts = {
    title: t('title'),
    subtitle: t('subtitle'),
    reload: t('reload'),
    community: t('community'),
    weComQr: t('weComQr'),
    contact: t('contact'),
    closing: t('closing'),
  };
  return (
    <CrashBoundary key={pathname} fallback={() => <LazyCrashScreen themed texts={texts} contacts={host} />}>
      {children}
    </CrashBoundary>
  );
}
