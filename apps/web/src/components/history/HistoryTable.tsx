'use client';
// The signed-in user's document translations, newest first, refreshed while any of them is still running.
// On a phone a row is the file with its languages beneath, the status and icon-only actions, so the table
// fits the screen instead of scrolling sideways.
import { useQuery } from '@tanstack/react-query';
import type { Job } from '@verso/services';
import { Grid, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { isFinished, statusColor } from '@/components/documents/job-status';
import { useEngineName } from '@/components/documents/use-engine-name';
import { jobPath } from '@/components/jobs/job-path';
import { useLanguages } from '@/components/languages/use-languages';
import { StatusTag } from '@/components/site/StatusTag';
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
  const engineName = useEngineName();
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const { data, isLoading } = useQuery(
    trpc.job.list.queryOptions(undefined, {
      refetchInterval: (query) =>
        query.state.data?.some((job) => !isFinished(job.status)) ? refreshWhileRunningMs : false,
    }),
  );

  const languages = (job: Job) => `${nameOf(job.sourceLang)} → ${nameOf(job.targetLang)}`;
  const columns: ColumnsType<Job> = [
    {
      title: t('file'),
      dataIndex: 'fileName',
      ellipsis: true,
      render: (fileName: string, job) => (
        <>
          <Link href={jobPath(job.id)} data-testid="job-link">
            {fileName}
          </Link>
          {phone && <div className={styles.secondLine}>{languages(job)}</div>}
        </>
      ),
    },
    ...(phone
      ? []
      : [{ title: t('languages'), key: 'languages', render: (_: unknown, job: Job) => languages(job) }]),
    {
      title: t('engine'),
      key: 'engine',
      responsive: ['md'],
      render: (_: unknown, job: Job) => engineName(job),
    },
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
      width: phone ? 96 : undefined,
      render: (status: Job['status'], job) => (
        <>
          <StatusTag color={statusColor(status)}>{tStatus(status)}</StatusTag>
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
      width: phone ? 88 : undefined,
      render: (_, job) => (
        <HistoryActions
          iconsOnly={phone}
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
        scroll={phone ? undefined : { x: 'max-content' }}
      />
    </div>
  );
}
