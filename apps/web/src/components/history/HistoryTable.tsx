'use client';
// The signed-in user's document translations, newest first, refreshed while any of them is still running.
import { useQuery } from '@tanstack/react-query';
import type { Job } from '@verso/services';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { isFinished, statusColor } from '@/components/documents/job-status';
import { jobPath } from '@/components/jobs/job-path';
import { useLanguages } from '@/components/languages/use-languages';
import { Link } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { HistoryActions } from './HistoryActions';
import styles from './HistoryTable.module.css';

const refreshWhileRunningMs = 2000;

interface HistoryTableProps {
  /** Only the documents sent through API v1. */
  apiOnly?: boolean;
}

export function HistoryTable({ apiOnly = false }: HistoryTableProps) {
  const t = useTranslations('History');
  const tStatus = useTranslations('TranslateDocuments.status');
  const format = useFormatter();
  const trpc = useTRPC();
  const { nameOf } = useLanguages();
  const { data, isLoading } = useQuery(
    trpc.job.list.queryOptions(undefined, {
      refetchInterval: (query) =>
        query.state.data?.some((job) => !isFinished(job.status)) ? refreshWhileRunningMs : false,
    }),
  );

  const columns: ColumnsType<Job> = [
    {
      title: t('file'),
      dataIndex: 'fileName',
      ellipsis: true,
      render: (fileName: string, job) => (
        <Link href={jobPath(job.id)} data-testid="job-link">
          {fileName}
        </Link>
      ),
    },
    {
      title: t('languages'),
      key: 'languages',
      render: (_, job) => `${nameOf(job.sourceLang)} → ${nameOf(job.targetLang)}`,
    },
    { title: t('engine'), dataIndex: 'engine', responsive: ['md'] },
    {
      title: t('words'),
      dataIndex: 'wordCount',
      align: 'end',
      responsive: ['md'],
      render: (words: number) => format.number(words),
    },
    {
      title: t('credits'),
      dataIndex: 'credits',
      align: 'end',
      responsive: ['md'],
      render: (credits: number) => format.number(credits),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (status: Job['status'], job) => (
        <>
          <Tag color={statusColor(status)}>{tStatus(status)}</Tag>
          {job.errorMessage && (
            <Typography.Text type="danger" className={styles.error} data-testid="job-error">
              {job.errorMessage}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('created'),
      dataIndex: 'createdAt',
      responsive: ['sm'],
      render: (createdAt: Date) => format.dateTime(createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, job) => (
        <HistoryActions
          jobId={job.id}
          downloadable={job.status === 'completed' && !job.filesExpiredAt}
          expired={Boolean(job.filesExpiredAt)}
        />
      ),
    },
  ];

  return (
    <div data-testid="history-table">
      <Table<Job>
        rowKey="id"
        columns={columns}
        dataSource={(data ?? []).filter((job) => !apiOnly || job.apiKeyId !== null)}
        loading={isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
