// Payment keys as operators paste them: PEM text, a file's path, or Alipay's bare base64; and the
// settings that need them refuse to start half-configured or with a key that does not read.
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { makeAlipayDoubleKeys } from './alipay/alipay-double-keys';
import { privateKeyPem, publicKeyPem } from './key-setting';

const keys = makeAlipayDoubleKeys();
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');
const pkcs1 = createPrivateKey(keys.appPrivateKey)
  .export({ type: 'pkcs1', format: 'der' })
  .toString('base64');

describe('key settings', () => {
  it('reads a private key as PEM text, a file path, and bare PKCS#8 or PKCS#1 base64, all to one PEM', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'key-setting-')), 'app_private_key.pem');
    writeFileSync(file, keys.appPrivateKey);
    const expected = privateKeyPem(keys.appPrivateKey);
    expect(expected).toContain('-----BEGIN PRIVATE KEY-----');
    for (const written of [file, bare(keys.appPrivateKey), pkcs1])
      expect(privateKeyPem(written)).toBe(expected);
  });

  it("reads a public key from PEM or bare base64, and a certificate's public key", () => {
    expect(publicKeyPem(bare(keys.alipayPublicKey))).toBe(publicKeyPem(keys.alipayPublicKey));
    expect(createPublicKey(publicKeyPem(keys.alipayPublicKey)).asymmetricKeyType).toBe('rsa');
  });

  it('names what is wrong with a value that is no key', () => {
    expect(() => privateKeyPem('/no/such/apiclient_key.pem')).toThrow('neither PEM text nor the path');
    expect(() => publicKeyPem('-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----')).toThrow(
      'not an RSA key',
    );
  });
});

describe('WeChat Pay and Alipay settings', () => {
  const alipay = {
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
  };

  it('are off when unset and on when complete', () => {
    expect(loadConfig({}).alipay).toBeUndefined();
    expect(loadConfig({}).wechatPay).toBeUndefined();
    expect(loadConfig(alipay).alipay).toMatchObject({
      appId: '2021000000000001',
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
  });

  it('stop start-up when only some are set, naming the missing ones', () => {
    expect(() => loadConfig({ WECHATPAY_MCHID: '1900000109', WECHATPAY_SERIAL: 'ABC' })).toThrow(
      'missing: WECHATPAY_PRIVATE_KEY, WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_CERT',
    );
    expect(() => loadConfig({ ...alipay, ALIPAY_PUBLIC_KEY: '' })).toThrow('missing: ALIPAY_PUBLIC_KEY');
  });

  it('stop start-up on a key that does not read, naming the variable', () => {
    expect(() => loadConfig({ ...alipay, ALIPAY_PRIVATE_KEY: 'keys/missing.pem' })).toThrow(
      'ALIPAY_PRIVATE_KEY:',
    );
  });
});
