'use client';
// An order's status as the operator reads it: a coloured tag, so flagged and refunded orders stand out.
import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { RouterOutputs } from '@/lib/trpc';

type OrderStatus = RouterOutputs['admin']['orders']['orders'][number]['status'];

const colors: Record<OrderStatus, string> = {
  pending: 'default',
  paid: 'green',
  partially_refunded: 'gold',
  refunded: 'blue',
  failed: 'red',
  flagged: 'orange',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useTranslations('AdminDashboard.orders.statuses');
  return <Tag color={colors[status]}>{t(status)}</Tag>;
}
