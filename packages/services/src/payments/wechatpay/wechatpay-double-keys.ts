// The key material of the WeChat Pay test double: a merchant key pair (the site signs with the private
// half, the double checks with the public one), a platform certificate and key (the double signs, the
// site checks) and an APIv3 key. Made once per test run and kept in a file both sides read.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keysKeptIn } from '../double-support';

export interface WechatPayDoubleKeys {
  mchId: string;
  appId: string;
  /** Serial of the merchant certificate the site names in its requests. */
  merchantSerial: string;
  merchantPrivateKey: string;
  merchantPublicKey: string;
  platformPrivateKey: string;
  platformCertificate: string;
  platformSerial: string;
  apiV3Key: string;
}

/** A self-signed certificate, as WeChat Pay's platform certificate is one issued to "Tenpay.com". */
function platformCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'wechatpay-double-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        '/CN=Tenpay.com',
      ],
      { stdio: 'ignore' },
    );
    const certificate = readFileSync(cert, 'utf8');
    return {
      platformPrivateKey: readFileSync(key, 'utf8'),
      platformCertificate: certificate,
      platformSerial: new X509Certificate(certificate).serialNumber,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function makeWechatPayDoubleKeys(appId: string): WechatPayDoubleKeys {
  const merchant = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    mchId: '1900000109',
    appId,
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    ...platformCertificate(),
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

/** The keys kept in `file`, made there first if it does not exist yet. */
export const wechatPayDoubleKeysIn = (file: string, appId: string): WechatPayDoubleKeys =>
  keysKeptIn(file, () => makeWechatPayDoubleKeys(appId));

/** The site's settings that point it at a double holding `keys`. */
export function wechatPaySiteEnvironment(keys: WechatPayDoubleKeys, apiUrl: string): Record<string, string> {
  return {
    WECHATPAY_MCHID: keys.mchId,
    WECHATPAY_APPID: keys.appId,
    WECHATPAY_SERIAL: keys.merchantSerial,
    WECHATPAY_PRIVATE_KEY: keys.merchantPrivateKey,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_CERT: keys.platformCertificate,
    WECHATPAY_API_URL: apiUrl,
  };
}
