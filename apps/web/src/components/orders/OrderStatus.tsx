'use client';
// An order as its buyer follows it: waiting for the payment's confirmation (asked again every two
// seconds), then the credits added and the balance, or what went wrong in plain words.
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { PaymentQrCode } from './PaymentQrCode';

const pollMs = 2000;

export function OrderStatus({ orderId }: { orderId: string }) {
  const t = useTranslations('Order');
  const format = useFormatter();
  const trpc = useTRPC();
  const { data: order, error } = useQuery(
    trpc.payment.order.queryOptions(
      { id: orderId },
      { refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false), staleTime: 0 },
    ),
  );
  if (error) return <Result status="warning" title={t('notFound')} extra={<PricingLink />} />;
  if (!order) return <Spin size="large" />;
  const price = format.number(order.amountMinor / 100, { style: 'currency', currency: order.currency });
  const balance = (
    <p data-testid="balance">
      {t(order.wallet === 'organization' ? 'organizationBalance' : 'balance', { balance: order.balance })}
    </p>
  );
  const receipt = order.receiptNumber !== null && <p>{t('receipt', { number: order.receiptNumber })}</p>;

  switch (order.status) {
    case 'pending':
      return (
        <PaymentQrCode
          orderId={orderId}
          price={price}
          fallback={
            <Result
              icon={<Spin size="large" />}
              title={t('waiting')}
              subTitle={t('waitingHint')}
              data-testid="order-pending"
            />
          }
        >
          <Spin size="small" data-testid="order-pending" />
        </PaymentQrCode>
      );
    case 'paid':
      return (
        <Result
          status="success"
          title={t('paid', { credits: order.credits })}
          subTitle={t('paidFor', { price })}
          extra={[
            <Link key="translate" href="/translate">
              <Button type="primary">{t('translateNow')}</Button>
            </Link>,
          ]}
          data-testid="order-paid"
        >
          {balance}
          {receipt}
        </Result>
      );
    case 'failed':
      return <Result status="error" title={t('failed')} extra={<PricingLink />} data-testid="order-failed" />;
    case 'flagged':
      return <Result status="warning" title={t('flagged')} data-testid="order-flagged" />;
    default:
      return (
        <Result status="info" title={t(order.status)} data-testid="order-refunded">
          {balance}
        </Result>
      );
  }
}

function PricingLink() {
  const t = useTranslations('Order');
  return (
    <Link href="/pricing">
      <Button>{t('backToPricing')}</Button>
    </Link>
  );
}
