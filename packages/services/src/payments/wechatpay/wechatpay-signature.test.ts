// WeChat Pay v3's signatures and resource encryption, checked against vectors made outside Node:
// the RSA-SHA256 signatures with `openssl dgst -sha256 -sign fixtures/test-merchant-key.pem` over the
// message file, the AES-256-GCM ciphertext with Python's `cryptography` (AESGCM). A PKCS#1 v1.5 signature
// is deterministic, so equal bytes mean the message was built exactly as WeChat Pay builds it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptResource, encryptResource } from './wechatpay-resource';
import {
  authorizationHeader,
  jsapiPayParameters,
  parseAuthorization,
  signLines,
  verifyWechatpayMessage,
} from './wechatpay-signature';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const privateKey = fixture('test-merchant-key.pem');
const publicKey = fixture('test-merchant-public-key.pem');

const orderBody =
  '{"appid":"wxd678efh567hg6787","mchid":"1230000109","description":"48 credits","out_trade_no":"1217752501201407033233368018","amount":{"total":3500,"currency":"CNY"}}';
const opensslRequestSignature =
  'FOixzkATSo1O3Zif5tyDUAfBqkAjUNU0/oV7hZpTY+Joxob4Fwl/hmEsrhqTI+vDDNaT9iRT6e5RLV4h3uK9eDN+P2quV6lW0MTOFnQFcmBkuaR78fviU7tezT8ijOqfs1Nyl/YCGpg47MCTOTY5EBMQuD1fj4rZdkr6Dzz77FHbNj7Hgpaz8gn2Ai8DGLoe0vyWYNp4sy2H5eVPNNp/D8FqrQ6CGO8t3mDy31mrCdLA0mNmNG8hmNl8xgHpnBFNeiMLWu0XbI/4i4GvESoRF6jYJD0yfTMbR5NPVNstA+2t4lUleQHAlp+4YPmb+JXPtW/H7XyQJh8PxWF+YOg+Sg==';
const opensslPaySign =
  'YpTyYT1NGgpD1kaVjI1YW+4FfuhtcwwJlpbkhZU+0PJUwXmvIisIs578DgU4LKvTXmB+c/JTiZ7ugdIfe6TFj0dbhSGVpg2b76H7A4/yTzHJq0QRMq6/2O8W47Ivns+MVcB537JVccTGAMOogbPM8OC5gb+7qIqq5ZKdYgIPHHoFGAJKv0aBw8jWb5wEXdTCIgZkEhwyrH9ZoEcVv5HBvtjKwg6g8+f94SQ9T9Zjp6jIap3iIkTz2wsrijryps6VOKYIwDQ23NUmBJSMco2UOqCqHqkf7I8CZgXqRSi6fpiC0OYoph5RcSl2KGlxIm5uoRMMIb5URJA+06G/iPhfAg==';

describe('request signing', () => {
  const header = authorizationHeader(
    { method: 'POST', pathAndQuery: '/v3/pay/transactions/native', body: orderBody },
    { mchId: '1230000109', serial: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB', privateKey },
    { nonce: '593BEC0C930BF1AFEB40B4A08C8FB242', timestamp: '1554208460' },
  );

  it('signs method, path, timestamp, nonce and body as openssl does', () => {
    expect(parseAuthorization(header)?.signature).toBe(opensslRequestSignature);
  });

  it('writes the header in WeChat Pay documented form', () => {
    expect(header).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1230000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="${opensslRequestSignature}",timestamp="1554208460",serial_no="408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB"`,
    );
  });
});

describe('JSAPI pay parameters', () => {
  it('signs appId, timeStamp, nonceStr and package as openssl does', () => {
    const parameters = jsapiPayParameters(
      'wx8888888888888888',
      'wx201410272009395522657a690389285100',
      privateKey,
      {
        timestamp: '1414561699',
        nonce: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      },
    );
    expect(parameters).toEqual({
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: opensslPaySign,
    });
  });
});

describe('answer and notification signatures', () => {
  // The platform's signature over "timestamp\nnonce\nbody\n"; the test key plays the platform here.
  const signed = (timestamp: string, signature: string) => ({
    timestamp,
    nonce: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
    signature,
    serial: 'PLATFORM',
  });
  const body = 'prepay_id=wx201410272009395522657a690389285100';
  it('accepts a fresh message the platform key signed and refuses an altered body or a stale one', () => {
    const now = 1_700_000_000_000;
    const timestamp = String(now / 1000);
    const signature = signLines([timestamp, '5K8264ILTKCH16CQ2502SI8ZNMTM67VS', body], privateKey);
    expect(verifyWechatpayMessage(signed(timestamp, signature), body, publicKey, now)).toBe(true);
    expect(verifyWechatpayMessage(signed(timestamp, signature), `${body} `, publicKey, now)).toBe(false);
    expect(verifyWechatpayMessage(signed(timestamp, signature), body, publicKey, now + 6 * 60_000)).toBe(
      false,
    );
    expect(verifyWechatpayMessage(signed(timestamp, 'bm90IGEgc2lnbmF0dXJl'), body, publicKey, now)).toBe(
      false,
    );
  });
});

describe('resource decryption', () => {
  const apiV3Key = '0123456789abcdef0123456789abcdef';
  const pythonCiphertext =
    'DUcclrHBE5NffFMk6pzEyhVrz1jnxtqSCQMaICR0+urvOkRI0JNqKpzaO4OUnqUZHvTm7h1Zh0eqtsTQf4+oe7JROfRZ13U3Nk4hCSJKFMVc/hXTsUhbn3bsaNzCR8KKFEzfnUbYmywRC0faXANBgCvhKsN4hRVD0zY+fdn8Uno=';
  const plaintext =
    '{"out_trade_no":"1217752501201407033233368018","trade_state":"SUCCESS","amount":{"total":3500,"currency":"CNY"}}';
  const resource = {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: pythonCiphertext,
    associated_data: 'transaction',
    nonce: 'fdasflkja484',
  };

  it('decrypts what Python AESGCM encrypted, and encrypts to the same bytes', () => {
    expect(decryptResource(resource, apiV3Key)).toBe(plaintext);
    expect(
      encryptResource(plaintext, apiV3Key, 'fdasflkja484', 'transaction', 'transaction').ciphertext,
    ).toBe(pythonCiphertext);
  });

  it('refuses a flipped tag bit, other associated data or another key', () => {
    const sealed = Buffer.from(pythonCiphertext, 'base64');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] as number) ^ 1;
    expect(decryptResource({ ...resource, ciphertext: sealed.toString('base64') }, apiV3Key)).toBeNull();
    expect(decryptResource({ ...resource, associated_data: 'refund' }, apiV3Key)).toBeNull();
    expect(decryptResource(resource, 'fedcba9876543210fedcba9876543210')).toBeNull();
  });
});
