'use client';
// The latest failed jobs with the error their run recorded, to spot a broken engine or format, and
// retry one once it is fixed.
import type { AdminOverview } from '@verso/services';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import styles from './AdminDashboard.module.css';
import { JobActions } from './JobActions';
import { useWhen } from './use-when';

type FailedJob = AdminOverview['failedJobs'][number];

export function RecentFailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  const columns: ColumnsType<FailedJob> = [
    { title: t('file'), dataIndex: 'fileName', ellipsis: true },
    { title: t('user'), dataIndex: 'userEmail', responsive: ['md'] },
    { title: t('engine'), dataIndex: 'engine', responsive: ['md'] },
    { title: t('error'), dataIndex: 'errorMessage', render: (message: string | null) => message ?? '—' },
    { title: t('when'), dataIndex: 'createdAt', render: when },
    { key: 'act', render: (_, job) => <JobActions id={job.id} status="failed" /> },
  ];
  return (
    <section className={styles.section}>
      <h2>{t('failedJobsTitle')}</h2>
      <Table<FailedJob>
        data-testid="admin-failed-jobs"
        rowKey="id"
        columns={columns}
        dataSource={jobs}
        pagination={false}
        size="small"
        locale={{ emptyText: t('noFailedJobs') }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
