// The WeChat Pay and Alipay doubles' keys, made once in a directory both sides read: the e2e run's data
// directory (the config hands them to the shangyi-translator site), or DATA_DIR/payment-doubles when
// `npm run payments:doubles` runs on its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { doubleCredentials } from '../../apps/web/src/server/wechat/wechat-api-double';
import { alipayDoubleKeysIn } from '../../packages/services/src/payments/alipay/alipay-double-keys';
import { wechatPayDoubleKeysIn } from '../../packages/services/src/payments/wechatpay/wechatpay-double-keys';

export function paymentDoubleDirectory(): string {
  const dir = process.env.E2E_DATA_DIR ?? resolve(process.env.DATA_DIR ?? 'data', 'payment-doubles');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** WeChat Pay's AppID is the official account's, whose sign-in gives the buyer's openid. */
export const wechatPayKeys = () =>
  wechatPayDoubleKeysIn(join(paymentDoubleDirectory(), 'wechatpay-double.json'), doubleCredentials.appId);
export const alipayKeys = () => alipayDoubleKeysIn(join(paymentDoubleDirectory(), 'alipay-double.json'));

/** Writes `pem` to a file beside the keys and returns its path (settings accept a key file's path). */
export function keyFile(name: string, pem: string): string {
  const file = join(paymentDoubleDirectory(), name);
  writeFileSync(file, pem, { mode: 0o600 });
  return file;
}
