'use client';
// The honest page of a format the core cannot translate yet: no fake result, a way to what works.
import { Button, Result } from 'antd';
import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { Link } from '@/i18n/navigation';

export function DemoComingSoon({ label }: { label: string }) {
  const t = useTranslations('Demo');
  const { host } = useSite();
  return (
    <Result
      status="info"
      title={t('comingSoonTitle', { format: label })}
      subTitle={t('comingSoonText', { format: label, product: host.name })}
      extra={
        <Link href="/demo">
          <Button type="primary">{t('comingSoonLink')}</Button>
        </Link>
      }
      data-testid="demo-coming-soon"
    />
  );
}
