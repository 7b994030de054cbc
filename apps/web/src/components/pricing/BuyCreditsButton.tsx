'use client';
// A package's buy button: a visitor is sent to sign in first; a signed-in user's order is created on the
// server (price from the brand) and the browser goes on to the provider's checkout, or to the order's
// page when the payment happens there (a QR code), or after WeChat's own payment sheet inside WeChat.
// Without any pay method the site says so plainly.
import { useMutation } from '@tanstack/react-query';
import { signIn, useSession } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { rememberPaymentCode } from '@/components/orders/payment-code';
import { payInsideWechat } from '@/components/orders/wechat-jsapi-pay';
import { buttonSpinner, siteButton } from '@/components/shell/site-button';
import { useToast } from '@/components/toasts/ToastProvider';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { useTRPC } from '@/lib/trpc';
import { useBuyFor } from './BuyFor';
import { usePayMethod } from './PayMethodChoice';
import styles from './Pricing.module.css';

export function BuyCreditsButton({ packageId, highlighted }: { packageId: string; highlighted: boolean }) {
  const t = useTranslations('Pricing');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { status } = useSession();
  const notification = useToast();
  const { chosen } = usePayMethod();
  const { wallet } = useBuyFor();
  const trpc = useTRPC();
  const checkout = useMutation(
    trpc.payment.checkout.mutationOptions({
      onSuccess: async ({ orderId, checkout: next }) => {
        if (next.kind === 'redirect') return window.location.assign(next.url);
        // Inside WeChat the payment sheet opens here; the order's page then follows the notification.
        if (next.kind === 'jsapi') await payInsideWechat(next.params);
        // The order's page shows the code to scan (WeChat Pay Native, Alipay precreate).
        if (next.kind === 'qr')
          rememberPaymentCode(orderId, { codeUrl: next.codeUrl, payMethod: chosen ?? '' });
        router.push(`/my/orders/${orderId}`);
      },
      onError: (error) =>
        notification.error({ key: 'buy-credits', title: t('checkoutFailed'), description: error.message }),
    }),
  );

  function buy(): void {
    if (status !== 'authenticated') {
      notification.info({ key: 'buy-credits', title: t('signInToBuy') });
      void signIn(undefined, { redirectTo: window.location.href });
      return;
    }
    if (!chosen) {
      notification.warning({
        key: 'buy-credits',
        title: t('paymentUnavailable'),
        description: t('askOperator'),
      });
      return;
    }
    checkout.mutate({ packageId, payMethod: chosen, locale, wallet });
  }

  // Stays busy after success too, while the browser leaves for the checkout.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <button
      type="button"
      className={`${siteButton(highlighted ? 'primary' : 'default')} ${styles.buy}`}
      onClick={() => !busy && buy()}
      // Not clickable while the session is being read: a signed-in buyer would be taken for a visitor.
      disabled={status === 'loading'}
      aria-busy={busy}
      data-testid="buy-credits"
    >
      {busy && <span aria-hidden className={buttonSpinner} />}
      {t('buy')}
    </button>
  );
}
