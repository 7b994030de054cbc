'use client';
// Errors browsers reported (crash screen, failed sign-ins, /api/logError), one row per message: how
// often, when last, and whether the operator marked it resolved. A report after the mark reopens it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { useAdminRefresh } from './use-admin-refresh';
import { useWhen } from './use-when';

type ErrorGroup = RouterOutputs['admin']['errorGroups'][number];

export function ErrorReportGroups() {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  const trpc = useTRPC();
  const groups = useQuery(trpc.admin.errorGroups.queryOptions());
  const resolve = useMutation(trpc.admin.resolveErrors.mutationOptions(useAdminRefresh()));
  const columns: ColumnsType<ErrorGroup> = [
    { title: t('message'), dataIndex: 'message', ellipsis: true },
    { title: t('errors.count'), dataIndex: 'count', align: 'end' },
    { title: t('errors.lastSeen'), dataIndex: 'lastSeen', render: when },
    {
      key: 'resolved',
      render: (_, group) =>
        group.resolved ? (
          <Tag color="green">{t('errors.resolved')}</Tag>
        ) : (
          <Button size="small" onClick={() => resolve.mutate({ message: group.message })}>
            {t('errors.markResolved')}
          </Button>
        ),
    },
  ];
  return (
    <section className={styles.section}>
      <h2>{t('errorReportsTitle')}</h2>
      {(groups.error ?? resolve.error) && (
        <Alert type="error" showIcon title={(groups.error ?? resolve.error)?.message} />
      )}
      <Table<ErrorGroup>
        data-testid="admin-error-reports"
        rowKey="message"
        columns={columns}
        dataSource={groups.data ?? []}
        loading={groups.isFetching}
        pagination={false}
        size="small"
        locale={{ emptyText: t('noErrorReports') }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
