'use client';
// Refund all or part of a paid order through its provider. The amount is typed in the currency's main
// unit and sent in minor units; the server refuses more than is left, so this form only helps.
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Popconfirm } from 'antd';
import { useTranslations } from 'next-intl';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import { useMoney } from './use-money';

type Order = RouterOutputs['admin']['order']['order'];

interface RefundFields {
  amount: number;
  reason: string;
}

const refundable: readonly Order['status'][] = ['paid', 'partially_refunded'];

export function RefundOrder({ order, onRefunded }: { order: Order; onRefunded: () => void }) {
  const t = useTranslations('AdminDashboard.orders');
  const trpc = useTRPC();
  const money = useMoney();
  const [form] = Form.useForm<RefundFields>();
  const refund = useMutation(trpc.payment.refund.mutationOptions({ onSuccess: onRefunded }));
  const leftMinor = order.amountMinor - order.refundedMinor;
  if (!refundable.includes(order.status) || leftMinor <= 0) return null;

  const submit = ({ amount, reason }: RefundFields) =>
    refund.mutate({ orderId: order.id, amountMinor: Math.round(amount * 100), reason });

  return (
    <section data-testid="refund-order">
      <h3>{t('refundTitle')}</h3>
      <p>{t('refundLeft', { amount: money(leftMinor, order.currency) })}</p>
      <Form<RefundFields>
        // Named, so its fields' ids differ from the credit adjustment form's on the same page.
        name="refundOrder"
        form={form}
        layout="vertical"
        initialValues={{ amount: leftMinor / 100 }}
        onFinish={submit}
      >
        <Form.Item
          name="amount"
          label={t('refundAmount', { currency: order.currency })}
          rules={[{ required: true }]}
        >
          <InputNumber min={0.01} max={leftMinor / 100} precision={2} step={1} />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={500} />
        </Form.Item>
        <Popconfirm
          title={t('refundConfirm')}
          okText={t('refund')}
          okButtonProps={{ danger: true }}
          onConfirm={() => form.submit()}
        >
          <Button danger loading={refund.isPending}>
            {t('refund')}
          </Button>
        </Popconfirm>
      </Form>
      {refund.error && (
        <Alert type="error" showIcon title={t('refundFailed')} description={refund.error.message} />
      )}
    </section>
  );
}
