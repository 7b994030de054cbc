// The WeChat JS-SDK signature (WeChat's JS-SDK documentation, appendix 1): SHA-1 of the four fields in
// this fixed, alphabetical order, joined as a query string without any URL encoding.
import { createHash } from 'node:crypto';

export interface SignatureFields {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number;
  /** The page's full URL without its #fragment. */
  url: string;
}

export function jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }: SignatureFields): string {
  const text = `jsapi_ticket=${jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}
