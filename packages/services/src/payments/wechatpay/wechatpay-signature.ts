// WeChat Pay API v3 signatures (WECHATPAY2-SHA256-RSA2048): RSA-SHA256 over lines that each end in
// "\n". The merchant signs its requests and the JSAPI pay parameters with its private key; WeChat signs
// its answers and notifications with the platform key, which the merchant checks.
import { createSign, createVerify, randomBytes } from 'node:crypto';

export const wechatpaySignatureType = 'WECHATPAY2-SHA256-RSA2048';

/** Five minutes, as WeChat Pay recommends: an older signed message is treated as a replay. */
const freshnessSeconds = 5 * 60;

export function signLines(lines: readonly string[], privateKeyPem: string): string {
  return createSign('RSA-SHA256')
    .update(`${lines.join('\n')}\n`, 'utf8')
    .sign(privateKeyPem, 'base64');
}

export function verifyLines(lines: readonly string[], signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(`${lines.join('\n')}\n`, 'utf8')
      .verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

export const nonce = () => randomBytes(16).toString('hex');
export const unixSeconds = (now = Date.now()) => String(Math.floor(now / 1000));

export interface MerchantKey {
  mchId: string;
  /** The serial number of the merchant's API certificate. */
  serial: string;
  privateKey: string;
}

export interface SignedRequest {
  method: string;
  /** Path and query, as sent: `/v3/pay/transactions/native`. */
  pathAndQuery: string;
  body: string;
}

/** The Authorization header of one API request. */
export function authorizationHeader(
  request: SignedRequest,
  merchant: MerchantKey,
  at = { nonce: nonce(), timestamp: unixSeconds() },
): string {
  const signature = signLines(
    [request.method, request.pathAndQuery, at.timestamp, at.nonce, request.body],
    merchant.privateKey,
  );
  const fields = {
    mchid: merchant.mchId,
    nonce_str: at.nonce,
    signature,
    timestamp: at.timestamp,
    serial_no: merchant.serial,
  };
  const pairs = Object.entries(fields).map(([name, value]) => `${name}="${value}"`);
  return `${wechatpaySignatureType} ${pairs.join(',')}`;
}

/** Reads an Authorization header back into its fields (the double checks requests with it). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${wechatpaySignatureType} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(wechatpaySignatureType.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  return fields;
}

/** WeChat Pay's signature headers on an answer or a notification. */
export interface WechatpaySignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

export function signedHeadersOf(headers: Headers): WechatpaySignedHeaders | null {
  const timestamp = headers.get('wechatpay-timestamp');
  const nonceValue = headers.get('wechatpay-nonce');
  const signature = headers.get('wechatpay-signature');
  if (!timestamp || !nonceValue || !signature) return null;
  return { timestamp, nonce: nonceValue, signature, serial: headers.get('wechatpay-serial') ?? '' };
}

/** True when WeChat Pay signed `body` with the platform key, recently. */
export function verifyWechatpayMessage(
  signed: WechatpaySignedHeaders,
  body: string,
  platformPublicKey: string,
  now = Date.now(),
): boolean {
  const age = Math.abs(now / 1000 - Number(signed.timestamp));
  if (!Number.isFinite(age) || age > freshnessSeconds) return false;
  return verifyLines([signed.timestamp, signed.nonce, body], signed.signature, platformPublicKey);
}

/** The parameters WeixinJSBridge's getBrandWCPayRequest (chooseWXPay) takes, signed by the merchant. */
export function jsapiPayParameters(
  appId: string,
  prepayId: string,
  privateKey: string,
  at = { nonce: nonce(), timestamp: unixSeconds() },
): Record<string, string> {
  const packageValue = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp: at.timestamp,
    nonceStr: at.nonce,
    package: packageValue,
    signType: 'RSA',
    paySign: signLines([appId, at.timestamp, at.nonce, packageValue], privateKey),
  };
}
