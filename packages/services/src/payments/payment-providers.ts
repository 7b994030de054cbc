// The payment providers this site can use: each one whose settings are present and that serves at
// least one of the brand's pay methods. A pay method no provider serves is not offered.
import type { Brand } from '@verso/brands';
import type { Config } from '../config';
import { alipayProvider } from './alipay/alipay-provider';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe/stripe-provider';
import { wechatPayProvider } from './wechatpay/wechatpay-provider';

export function paymentProviders(config: Config, brand: Brand): PaymentProvider[] {
  const configured: PaymentProvider[] = [];
  if (config.stripe) configured.push(stripeProvider(config.stripe, brand));
  if (config.wechatPay) configured.push(wechatPayProvider(config.wechatPay, config.publicUrl));
  if (config.alipay) configured.push(alipayProvider(config.alipay, config.publicUrl));
  return configured.filter((provider) =>
    provider.payMethods.some((method) => brand.payMethods.includes(method)),
  );
}
