'use client';
// /my/credits: the balances (the user's own and, for members, their organisation's), the purchases with
// a receipt each, and every debit, refund and grant of the user's own wallet.
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import styles from './Credits.module.css';
import { PurchasesTable } from './PurchasesTable';
import { UsageTable } from './UsageTable';

export function CreditsOverview() {
  const t = useTranslations('Credits');
  const trpc = useTRPC();
  const summary = useQuery(trpc.credits.summary.queryOptions());
  return (
    <div className={styles.stack}>
      <div className={styles.balances}>
        <Card>
          <Statistic
            title={t('balance')}
            value={summary.data?.balance}
            loading={summary.isPending}
            suffix={t('creditsUnit')}
            data-testid="credits-balance"
          />
        </Card>
        {summary.data?.organization && (
          <Card>
            <Statistic
              title={t('organizationBalance')}
              value={summary.data.organization.balance}
              suffix={t('creditsUnit')}
              data-testid="organization-balance"
            />
          </Card>
        )}
      </div>
      <Card title={t('purchases.title')}>
        <PurchasesTable />
      </Card>
      <Card title={t('usage.title')} extra={<a href="/api/credits/usage">{t('usage.downloadCsv')}</a>}>
        <UsageTable />
      </Card>
    </div>
  );
}
