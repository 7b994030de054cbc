'use client';
// The user's keys as they can be recognised again: name, first characters, when made and last used; for
// members of an organisation, whether it pays for the key's work.
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiKeySummary } from '@verso/services';
import { Button, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import styles from './Developer.module.css';
import { OrganizationPaysSwitch } from './OrganizationPaysSwitch';

export function ApiKeyTable({ onRevoked }: { onRevoked: (id: string) => Promise<unknown> }) {
  const t = useTranslations('DeveloperKeys');
  const format = useFormatter();
  const trpc = useTRPC();
  const notification = useToast();
  const { data, isLoading } = useQuery(trpc.apiKey.list.queryOptions());
  const inOrganization = Boolean(useQuery(trpc.credits.summary.queryOptions()).data?.organization);
  const revoke = useMutation(
    trpc.apiKey.revoke.mutationOptions({
      onSuccess: ({ id }) => onRevoked(id),
      onError: (error) =>
        notification.error({ key: 'revoke-api-key', title: t('revokeFailed'), description: error.message }),
    }),
  );
  const when = (date: Date | null) =>
    date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : t('neverUsed');

  const columns: ColumnsType<ApiKeySummary> = [
    { title: t('name'), dataIndex: 'name', ellipsis: true },
    { title: t('key'), dataIndex: 'prefix', render: (prefix: string) => <code>{prefix}…</code> },
    { title: t('created'), dataIndex: 'createdAt', responsive: ['md'], render: when },
    { title: t('lastUsed'), dataIndex: 'lastUsedAt', render: when },
    ...(inOrganization
      ? [
          {
            title: t('organizationPays'),
            key: 'organizationPays',
            render: (_: unknown, key: ApiKeySummary) => <OrganizationPaysSwitch apiKey={key} />,
          },
        ]
      : []),
    {
      title: t('actions'),
      key: 'actions',
      render: (_, key) => (
        <Popconfirm
          title={t('revokeConfirm', { name: key.name })}
          description={t('revokeExplanation')}
          okText={t('revoke')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke.mutateAsync({ id: key.id })}
        >
          <Button size="small" danger icon={<DeleteOutlined />}>
            {t('revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('listTitle')}</h2>
      <Table<ApiKeySummary>
        data-testid="api-key-table"
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
