// The key material of the Alipay test double: the application's key pair (the site signs with the
// private half; the double checks with the public one, as Alipay does with the key uploaded to its
// console) and Alipay's own pair (the double signs; the site checks with ALIPAY_PUBLIC_KEY).
import { generateKeyPairSync } from 'node:crypto';
import { keysKeptIn } from '../double-support';

export interface AlipayDoubleKeys {
  appId: string;
  appPrivateKey: string;
  appPublicKey: string;
  alipayPrivateKey: string;
  alipayPublicKey: string;
}

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

export function makeAlipayDoubleKeys(): AlipayDoubleKeys {
  const app = rsaPair();
  const alipay = rsaPair();
  return {
    appId: '2021000000000001',
    appPrivateKey: app.privateKey,
    appPublicKey: app.publicKey,
    alipayPrivateKey: alipay.privateKey,
    alipayPublicKey: alipay.publicKey,
  };
}

/** The keys kept in `file`, made there first if it does not exist yet. */
export const alipayDoubleKeysIn = (file: string): AlipayDoubleKeys => keysKeptIn(file, makeAlipayDoubleKeys);

/** The site's settings that point it at a double holding `keys`. */
export function alipaySiteEnvironment(keys: AlipayDoubleKeys, gateway: string): Record<string, string> {
  return {
    ALIPAY_APP_ID: keys.appId,
    ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
    ALIPAY_GATEWAY: gateway,
  };
}
