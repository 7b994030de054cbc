'use client';
// An account's latest jobs, each with what the operator may do with it (JobActions).
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { statusColor } from '@/components/documents/job-status';
import { StatusTag } from '@/components/site/StatusTag';
import type { RouterOutputs } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { JobActions } from './JobActions';
import { useWhen } from './use-when';

type UserJob = RouterOutputs['admin']['user']['jobs'][number];

export function UserJobs({ jobs }: { jobs: UserJob[] }) {
  const t = useTranslations('AdminDashboard');
  const tStatus = useTranslations('TranslateDocuments.status');
  const when = useWhen();
  const columns: ColumnsType<UserJob> = [
    { title: t('file'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (status: UserJob['status']) => (
        <StatusTag color={statusColor(status)}>{tStatus(status)}</StatusTag>
      ),
    },
    { title: t('people.words'), dataIndex: 'wordCount', align: 'end' },
    { title: t('when'), dataIndex: 'createdAt', render: when, responsive: ['md'] },
    { key: 'act', render: (_, job) => <JobActions id={job.id} status={job.status} /> },
  ];
  return (
    <section className={styles.section}>
      <h3>{t('people.jobsTitle')}</h3>
      <Table<UserJob>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={jobs}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
