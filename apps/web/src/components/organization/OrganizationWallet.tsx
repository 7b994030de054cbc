'use client';
// The organisation's credits on its page: the balance for every member; for the owner and admins, who
// buy for it, what each member has spent from it.
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic, Table } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';

type MemberUsage = NonNullable<
  NonNullable<RouterOutputs['credits']['summary']['organization']>['usage']
>[number];

export function OrganizationWallet() {
  const t = useTranslations('Organization.wallet');
  const format = useFormatter();
  const trpc = useTRPC();
  const organization = useQuery(trpc.credits.summary.queryOptions()).data?.organization;
  if (!organization) return null;
  return (
    <Card title={t('title')}>
      <Statistic
        title={t('balance')}
        value={organization.balance}
        data-testid="organization-wallet-balance"
      />
      <p>{t('buyHint')}</p>
      {organization.usage && (
        <Table<MemberUsage>
          data-testid="organization-usage"
          title={() => t('usage')}
          rowKey="userId"
          size="small"
          pagination={false}
          dataSource={organization.usage}
          locale={{ emptyText: t('noUsage') }}
          columns={[
            { title: t('member'), key: 'member', render: (_, row) => row.name || row.email },
            {
              title: t('spent'),
              dataIndex: 'spent',
              align: 'end',
              render: (spent: number) => format.number(spent),
            },
            { title: t('jobs'), dataIndex: 'jobs', align: 'end' },
          ]}
        />
      )}
    </Card>
  );
}
