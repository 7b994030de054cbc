'use client';
// The operator's orders: filters, one page at a time, newest first. A row opens the order's detail,
// where its payment events are listed and it can be refunded.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { OrderDetail } from './OrderDetail';
import { type OrderFilter, OrderFilters } from './OrderFilters';
import { OrderStatusTag } from './OrderStatusTag';
import { useMoney } from './use-money';
import { useWhen } from './use-when';

type AdminOrder = RouterOutputs['admin']['orders']['orders'][number];
/** The server's page size (services' adminOrderPageSize); antd needs it to draw the pager. */
const pageSize = 25;

export function AdminOrders() {
  const t = useTranslations('AdminDashboard.orders');
  const trpc = useTRPC();
  const money = useMoney();
  const when = useWhen();
  const [filter, setFilter] = useState<OrderFilter>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string>();
  const list = useQuery(
    trpc.admin.orders.queryOptions({ ...filter, page }, { placeholderData: keepPreviousData }),
  );

  const columns: ColumnsType<AdminOrder> = [
    { title: t('created'), dataIndex: 'createdAt', render: when },
    { title: t('email'), dataIndex: 'email', render: (email: string | null) => email ?? '—' },
    {
      title: t('provider'),
      dataIndex: 'provider',
      render: (p: AdminOrder['provider']) => t(`providers.${p}`),
    },
    {
      title: t('amount'),
      key: 'amount',
      align: 'end',
      render: (_, order) => money(order.amountMinor, order.currency),
    },
    {
      title: t('refunded'),
      key: 'refunded',
      align: 'end',
      render: (_, order) => (order.refundedMinor > 0 ? money(order.refundedMinor, order.currency) : '—'),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_, order) => (
        <>
          <OrderStatusTag status={order.status} />
          {order.flagReason && order.status !== 'flagged' && (
            <Tag color="orange">{t('statuses.flagged')}</Tag>
          )}
        </>
      ),
    },
    {
      key: 'open',
      render: (_, order) => (
        <Button size="small" onClick={() => setOpenId(order.id)}>
          {t('open')}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.section} data-testid="admin-orders">
      <h2>{t('title')}</h2>
      <OrderFilters
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      <Table<AdminOrder>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.orders ?? []}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      <OrderDetail orderId={openId} onClose={() => setOpenId(undefined)} onRefunded={() => list.refetch()} />
    </section>
  );
}
