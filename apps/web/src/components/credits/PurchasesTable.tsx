'use client';
// The user's paid orders, newest first, each with its receipt as a PDF in the page's language.
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';

type Purchase = RouterOutputs['credits']['purchases'][number];

export function PurchasesTable() {
  const t = useTranslations('Credits.purchases');
  const format = useFormatter();
  const locale = useLocale();
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.credits.purchases.queryOptions());
  const money = (minor: number, currency: string) =>
    format.number(minor / 100, { style: 'currency', currency });

  const columns: ColumnsType<Purchase> = [
    {
      title: t('receipt'),
      dataIndex: 'receiptNumber',
      render: (receiptNumber: number) => String(receiptNumber).padStart(6, '0'),
    },
    {
      title: t('date'),
      dataIndex: 'paidAt',
      render: (paidAt: Date) => format.dateTime(paidAt, { dateStyle: 'medium' }),
    },
    {
      title: t('credits'),
      dataIndex: 'credits',
      align: 'end',
      render: (credits: number) => format.number(credits),
    },
    {
      title: t('amount'),
      key: 'amount',
      align: 'end',
      render: (_, order) => money(order.amountMinor, order.currency),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_, order) => (
        <>
          <Tag color={order.status === 'paid' ? 'green' : 'orange'}>{t(`statuses.${order.status}`)}</Tag>
          {order.organizationId && <Tag>{t('forOrganization')}</Tag>}
        </>
      ),
    },
    {
      title: '',
      key: 'download',
      render: (_, order) => (
        <a href={`/api/credits/receipts/${order.id}?locale=${locale}`} download>
          {t('download')}
        </a>
      ),
    },
  ];

  return (
    <Table<Purchase>
      data-testid="purchases-table"
      rowKey="id"
      columns={columns}
      dataSource={data ?? []}
      loading={isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
