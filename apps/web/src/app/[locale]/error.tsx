'use client';
// Crash screen for errors inside a page: the header and providers above it still work.
import { useTranslations } from 'next-intl';
import { CrashScreen } from '@/components/crash/CrashScreen';
import { useSite } from '@/components/site/SiteProvider';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Crash');
  const { host } = useSite();
  return (
    <CrashScreen
      error={error}
      contacts={host}
      texts={{
        title: t('title'),
        subtitle: t('subtitle'),
        reload: t('reload'),
        community: t('community'),
        weComQr: t('weComQr'),
        contact: t('contact'),
        closing: t('closing'),
      }}
    />
  );
}
