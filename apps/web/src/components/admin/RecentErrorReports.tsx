'use client';
// The latest errors browsers reported (crash screen, failed sign-ins, /api/logError).
import type { AdminOverview } from '@verso/services';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import styles from './AdminDashboard.module.css';
import { useWhen } from './use-when';

type ErrorReport = AdminOverview['errors'][number];

export function RecentErrorReports({ reports }: { reports: ErrorReport[] }) {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  const columns: ColumnsType<ErrorReport> = [
    { title: t('message'), dataIndex: 'message', ellipsis: true },
    { title: t('location'), dataIndex: 'location', ellipsis: true, responsive: ['md'] },
    {
      title: t('user'),
      dataIndex: 'userEmail',
      responsive: ['md'],
      render: (email: string | null) => email ?? '—',
    },
    { title: t('when'), dataIndex: 'createdAt', render: when },
  ];
  return (
    <section className={styles.section}>
      <h2>{t('errorReportsTitle')}</h2>
      <Table<ErrorReport>
        data-testid="admin-error-reports"
        rowKey="id"
        columns={columns}
        dataSource={reports}
        pagination={false}
        size="small"
        locale={{ emptyText: t('noErrorReports') }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
