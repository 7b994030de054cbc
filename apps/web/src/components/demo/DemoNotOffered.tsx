'use client';
// The honest page of a format the product translates but the demo does not (arXiv papers): no fake
// result, and the way to where signed-in users translate it.
import { Button, Result } from 'antd';
import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { Link } from '@/i18n/navigation';

export function DemoNotOffered({ label, translateAt }: { label: string; translateAt: string }) {
  const t = useTranslations('Demo');
  const { host } = useSite();
  return (
    <Result
      status="info"
      title={t('noDemoTitle', { format: label })}
      subTitle={t('noDemoText', { format: label, product: host.name })}
      extra={
        <Link href={translateAt}>
          <Button type="primary">{t('noDemoLink', { format: label })}</Button>
        </Link>
      }
      data-testid="demo-not-offered"
    />
  );
}
