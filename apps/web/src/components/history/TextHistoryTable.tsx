'use client';
// The signed-in user's text translations (the text page's and API v1's), newest first: languages,
// words, credits and the way they were asked. The texts are not kept for the history.
import { useQuery } from '@tanstack/react-query';
import type { TextTranslationSummary } from '@verso/services';
import { Grid, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { useLanguages } from '@/components/languages/use-languages';
import { useTRPC } from '@/lib/trpc';

interface TextHistoryTableProps {
  /** Only the translations asked through API v1. */
  apiOnly: boolean;
}

export function TextHistoryTable({ apiOnly }: TextHistoryTableProps) {
  const t = useTranslations('History');
  const format = useFormatter();
  const trpc = useTRPC();
  const { nameOf } = useLanguages();
  // On a phone the table shows what fits (languages, channel, credits) instead of scrolling sideways.
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const { data, isLoading } = useQuery(trpc.text.history.queryOptions());
  const rows = (data ?? []).filter((row) => !apiOnly || row.via === 'api');

  const columns: ColumnsType<TextTranslationSummary> = [
    {
      title: t('languages'),
      key: 'languages',
      render: (_, row) => `${nameOf(row.sourceLang)} → ${nameOf(row.targetLang)}`,
    },
    {
      title: t('via'),
      dataIndex: 'via',
      render: (via: TextTranslationSummary['via']) => (
        <Tag data-testid="text-via">{via === 'api' ? t('viaApi') : t('viaSite')}</Tag>
      ),
    },
    { title: t('engine'), dataIndex: 'engine', responsive: ['md'] },
    {
      title: t('words'),
      dataIndex: 'wordCount',
      align: 'end',
      responsive: ['sm'],
      render: (words: number) => format.number(words),
    },
    {
      title: t('credits'),
      dataIndex: 'credits',
      align: 'end',
      render: (credits: number) => format.number(credits),
    },
    {
      title: t('created'),
      dataIndex: 'createdAt',
      responsive: ['sm'],
      render: (createdAt: Date) => format.dateTime(createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  return (
    <div data-testid="text-history-table">
      <Table<TextTranslationSummary>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('textsEmpty') }}
        scroll={phone ? undefined : { x: 'max-content' }}
      />
    </div>
  );
}
