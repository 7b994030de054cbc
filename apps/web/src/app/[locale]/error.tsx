'use client';
// Crash screen for errors inside a page: the header and providers above it still work.
import { useTranslations } from 'next-intl';
import { CrashScreen } from '@/components/crash/CrashScreen';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Crash');
  return (
    <CrashScreen
      error={error}
      texts={{
        title: t('title'),
        subtitle: t('subtitle'),
        reload: t('reload'),
        contact: t('contact'),
        closing: t('closing'),
      }}
    />
  );
}
