'use client';
// A package's buy button. Checkout is not connected on this installation yet, so a visitor is sent to
// sign in first and a signed-in user is told plainly that payment is unavailable.
import { Button } from 'antd';
import { signIn, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';

export function BuyCreditsButton({ highlighted }: { highlighted: boolean }) {
  const t = useTranslations('Pricing');
  const { status } = useSession();
  const notification = useToast();

  function buy(): void {
    if (status !== 'authenticated') {
      notification.info({ key: 'buy-credits', title: t('signInToBuy') });
      void signIn(undefined, { redirectTo: window.location.href });
      return;
    }
    notification.warning({
      key: 'buy-credits',
      title: t('paymentUnavailable'),
      description: t('askOperator'),
    });
  }

  return (
    <Button
      type={highlighted ? 'primary' : 'default'}
      block
      size="large"
      onClick={buy}
      data-testid="buy-credits"
    >
      {t('buy')}
    </Button>
  );
}
