'use client';
// One order in a drawer: what was bought and by whom, every payment event (the provider's and the
// admins' refunds, with their reasons), and the refund form while something is left to refund.
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import { OrderStatusTag } from './OrderStatusTag';
import { RefundOrder } from './RefundOrder';
import { useMoney } from './use-money';
import { useWhen } from './use-when';

type PaymentEvent = RouterOutputs['admin']['order']['events'][number];

interface OrderDetailProps {
  orderId: string | undefined;
  onClose: () => void;
  onRefunded: () => void;
}

export function OrderDetail({ orderId, onClose, onRefunded }: OrderDetailProps) {
  const t = useTranslations('AdminDashboard.orders');
  const trpc = useTRPC();
  const money = useMoney();
  const when = useWhen();
  const detail = useQuery(
    trpc.admin.order.queryOptions({ id: orderId ?? '' }, { enabled: Boolean(orderId) }),
  );
  const order = detail.data?.order;

  const columns: ColumnsType<PaymentEvent> = [
    { title: t('when'), dataIndex: 'receivedAt', render: when },
    { title: t('event'), dataIndex: 'kind', render: (kind: PaymentEvent['kind']) => t(`eventKinds.${kind}`) },
    {
      title: t('amount'),
      key: 'amount',
      align: 'end',
      render: (_, event) => money(event.amountMinor, event.currency),
    },
    { title: t('by'), dataIndex: 'byEmail', render: (email: string | null) => email ?? t('byProvider') },
    { title: t('reason'), dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
  ];

  return (
    <Drawer open={Boolean(orderId)} onClose={onClose} size="large" title={t('detailTitle')} destroyOnHidden>
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {detail.isLoading && <Spin />}
      {order && (
        <div data-testid="order-detail">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('email')}>{order.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <OrderStatusTag status={order.status} />
            </Descriptions.Item>
            {order.flagReason && (
              <Descriptions.Item label={t('flagReason')}>{order.flagReason}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('amount')}>
              {money(order.amountMinor, order.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('refunded')}>
              {money(order.refundedMinor, order.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('credits')}>{order.credits}</Descriptions.Item>
            <Descriptions.Item label={t('provider')}>
              {t(`providers.${order.provider}`)} · {order.providerReference ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('created')}>{when(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('paid')}>{when(order.paidAt)}</Descriptions.Item>
          </Descriptions>
          <h3>{t('eventsTitle')}</h3>
          <Table<PaymentEvent>
            rowKey="id"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={detail.data?.events ?? []}
            locale={{ emptyText: t('noEvents') }}
          />
          <RefundOrder
            order={order}
            onRefunded={() => {
              void detail.refetch();
              onRefunded();
            }}
          />
        </div>
      )}
    </Drawer>
  );
}
