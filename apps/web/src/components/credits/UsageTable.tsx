'use client';
// Every entry of the user's own wallet, newest first, paged on the server: what it was for (a document,
// with a link to its job; a text; a refund; a purchase; a grant), where from (site or API) and how much.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditHistoryEntry } from '@verso/services';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';

const kindColours: Record<CreditHistoryEntry['kind'], string> = {
  document: 'blue',
  text: 'geekblue',
  refund: 'green',
  purchase: 'gold',
  adjustment: 'purple',
  grant: 'cyan',
};

export function UsageTable() {
  const t = useTranslations('Credits.usage');
  const format = useFormatter();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(
    trpc.credits.usage.queryOptions({ page }, { placeholderData: keepPreviousData }),
  );

  const columns: ColumnsType<CreditHistoryEntry> = [
    {
      title: t('date'),
      dataIndex: 'createdAt',
      render: (createdAt: Date) => format.dateTime(createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      title: t('what'),
      key: 'what',
      render: (_, entry) => (
        <>
          <Tag color={kindColours[entry.kind]}>{t(`kinds.${entry.kind}`)}</Tag>
          {entry.viaApi && <Tag>{t('api')}</Tag>}
          {entry.jobId && entry.fileName ? (
            <Link href={`/my/jobs/${entry.jobId}`}>{entry.fileName}</Link>
          ) : (
            entry.kind === 'adjustment' && entry.reason
          )}
        </>
      ),
    },
    {
      title: t('credits'),
      dataIndex: 'amount',
      align: 'end',
      render: (amount: number) => format.number(amount, { signDisplay: 'always' }),
    },
  ];

  return (
    <Table<CreditHistoryEntry>
      data-testid="usage-table"
      rowKey="id"
      columns={columns}
      dataSource={data?.entries ?? []}
      loading={isFetching}
      pagination={{
        current: page,
        pageSize: data?.pageSize ?? 20,
        total: data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      locale={{ emptyText: t('empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
