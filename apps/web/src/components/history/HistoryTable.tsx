'use client';
// The signed-in user's translations, newest first, refreshed while any of them is still running.
import { useQuery } from '@tanstack/react-query';
import type { Job } from '@verso/services';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { isFinished, statusColor } from '@/components/documents/job-status';
import { useLanguages } from '@/components/languages/use-languages';
import { useTRPC } from '@/lib/trpc';
import { HistoryActions } from './HistoryActions';

const refreshWhileRunningMs = 2000;

export function HistoryTable() {
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
    { title: t('file'), dataIndex: 'fileName', ellipsis: true },
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
      title: t('status'),
      dataIndex: 'status',
      render: (status: Job['status']) => <Tag color={statusColor(status)}>{tStatus(status)}</Tag>,
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
        dataSource={data ?? []}
        loading={isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
