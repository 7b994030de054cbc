'use client';
// The developer's latest webhook deliveries: what was sent where, every attempt with the receiver's
// answer, and "send again". Refreshed every few seconds while one is still pending.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatter, useTranslations } from 'next-intl';
import { StatusTag } from '@/components/site/StatusTag';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import styles from './Developer.module.css';

type Delivery = inferRouterOutputs<AppRouter>['webhook']['deliveries'][number];
type Attempt = Delivery['attempts'][number];

const statusColor = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

export function WebhookDeliveries() {
  const t = useTranslations('DeveloperWebhooks');
  const format = useFormatter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const { data, isLoading } = useQuery(
    trpc.webhook.deliveries.queryOptions(undefined, {
      refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2000 : false),
    }),
  );
  const sendAgain = useMutation(
    trpc.webhook.sendAgain.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.webhook.deliveries.queryKey() }),
      onError: (error) =>
        notification.error({
          key: 'webhook-send-again',
          title: t('sendAgainFailed'),
          description: error.message,
        }),
    }),
  );
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'medium' });
  const answer = (attempt: Attempt | undefined) =>
    !attempt
      ? '—'
      : attempt.statusCode === null
        ? (attempt.error ?? t('noAnswer'))
        : t('answer', { code: attempt.statusCode, ms: attempt.latencyMs });

  const columns: ColumnsType<Delivery> = [
    { title: t('when'), dataIndex: 'createdAt', render: when },
    { title: t('task'), dataIndex: 'fileName', ellipsis: true },
    { title: t('event'), dataIndex: 'event', render: (event: string) => <code>{event}</code> },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (status: Delivery['status']) => (
        <StatusTag color={statusColor[status]}>{t(`statuses.${status}`)}</StatusTag>
      ),
    },
    {
      title: t('lastAnswer'),
      key: 'answer',
      render: (_, delivery) => <span data-testid="webhook-answer">{answer(delivery.attempts.at(-1))}</span>,
    },
    { title: t('attempts'), key: 'attempts', render: (_, delivery) => delivery.attempts.length },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, delivery) => (
        <Button
          size="small"
          disabled={delivery.status === 'pending'}
          loading={sendAgain.isPending && sendAgain.variables?.deliveryId === delivery.id}
          onClick={() => sendAgain.mutate({ deliveryId: delivery.id })}
        >
          {t('sendAgain')}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>{t('deliveriesTitle')}</h3>
      <Table<Delivery>
        data-testid="webhook-deliveries"
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('noDeliveries') }}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (delivery) => (
            <ol className={styles.attempts}>
              <li className={styles.muted}>{delivery.url}</li>
              {delivery.attempts.map((attempt) => (
                <li key={attempt.attempt}>
                  {t('attempt', { n: attempt.attempt, time: when(attempt.startedAt) })}: {answer(attempt)}
                  {attempt.responseExcerpt && <pre className={styles.excerpt}>{attempt.responseExcerpt}</pre>}
                </li>
              ))}
              {delivery.status === 'pending' && delivery.nextAttemptAt && (
                <li className={styles.muted}>{t('nextAttempt', { time: when(delivery.nextAttemptAt) })}</li>
              )}
            </ol>
          ),
        }}
      />
    </section>
  );
}
