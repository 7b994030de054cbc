'use client';
// Jobs created in the last 24 hours and 7 days, by the status they have now.
import type { AdminOverview } from '@verso/services';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import type { JobStatus } from '@/components/documents/job-status';
import styles from './AdminDashboard.module.css';

type Counts = AdminOverview['jobs']['day'];
type Row = Counts & { window: 'day' | 'week' };
const statuses: JobStatus[] = ['queued', 'running', 'completed', 'failed', 'cancelled'];

export function JobsByStatus({ jobs }: { jobs: AdminOverview['jobs'] }) {
  const t = useTranslations('AdminDashboard');
  const tStatus = useTranslations('TranslateDocuments.status');
  const rows: Row[] = [
    { window: 'day', ...jobs.day },
    { window: 'week', ...jobs.week },
  ];
  const columns: ColumnsType<Row> = [
    {
      title: t('jobsCreated'),
      dataIndex: 'window',
      render: (window: Row['window']) => t(`windows.${window}`),
    },
    ...statuses.map((status) => ({
      // Plain text: the status tags' pale colours are too faint for a heading (axe's contrast check).
      title: tStatus(status),
      dataIndex: status,
      align: 'end' as const,
    })),
  ];
  return (
    <section className={styles.section}>
      <h2>{t('jobsTitle')}</h2>
      <Table<Row>
        data-testid="admin-jobs"
        rowKey="window"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
