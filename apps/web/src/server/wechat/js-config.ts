// What `wx.config` needs to unlock the JS-SDK on one page: the app id, a fresh nonce and timestamp, and
// the signature over them with the current jsapi ticket.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { wechatJsApiList } from '@/lib/wechat-js-api-list';
import { jsSdkSignature } from './js-sdk-signature';
import type { WechatApi } from './wechat-api';

export const wechatJsConfigInput = z.object({
  url: z
    .string()
    .url()
    .max(2048)
    .refine((url) => !url.includes('#'), 'must not contain a #fragment'),
  debug: z.boolean(),
  jsApiList: z.array(z.enum(wechatJsApiList)),
});

export type WechatJsConfigInput = z.infer<typeof wechatJsConfigInput>;

export async function wechatJsConfig(api: WechatApi, input: WechatJsConfigInput, now = Date.now()) {
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(now / 1000);
  const signature = jsSdkSignature({
    jsapiTicket: await api.jsapiTicket(),
    nonceStr,
    timestamp,
    url: input.url,
  });
  return { debug: input.debug, appId: api.appId, timestamp, nonceStr, signature, jsApiList: input.jsApiList };
}
