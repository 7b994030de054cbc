'use client';
// The QR code of a pending WeChat Pay or Alipay order, for the buyer to scan with their phone. The
// order's page keeps asking about the order, so this turns into "paid" by itself once they have paid.
import { QRCode } from 'antd';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import styles from './PaymentQrCode.module.css';
import { type PaymentCode, recallPaymentCode } from './payment-code';

export function PaymentQrCode({
  orderId,
  price,
  children,
  fallback,
}: {
  orderId: string;
  price: string;
  /** Shown under the code (the waiting line). */
  children?: ReactNode;
  /** Shown when this tab holds no code for the order (a redirect checkout, or another tab). */
  fallback: ReactNode;
}) {
  const t = useTranslations('PaymentQr');
  const [code, setCode] = useState<PaymentCode | null | undefined>(undefined);
  useEffect(() => setCode(recallPaymentCode(orderId)), [orderId]);
  if (code === undefined) return null;
  if (code === null) return fallback;
  const app = code.payMethod === 'alipay_direct' ? 'alipay_direct' : 'wechat_pay_direct';
  return (
    <section className={styles.panel} data-testid="payment-qr" data-code-url={code.codeUrl}>
      <h2 className={styles.title}>{t(app, { price })}</h2>
      <QRCode value={code.codeUrl} size={232} className={styles.code} />
      <p className={styles.hint}>{t('hint')}</p>
      {children}
    </section>
  );
}
