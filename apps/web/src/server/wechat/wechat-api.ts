// The two WeChat API calls the JS-SDK needs: an access token (cgi-bin/token) and with it a jsapi ticket
// (cgi-bin/ticket/getticket). WeChat limits how often both may be fetched, so each is kept until shortly
// before it expires.
import { z } from 'zod';

export interface WechatCredentials {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com, or a test double. */
  apiUrl: string;
}

/** Renew this long before WeChat's expiry, so a value is never used in its last moments. */
const renewalMarginMs = 5 * 60 * 1000;

// WeChat answers errors with HTTP 200 and an errcode; success has no errcode or errcode 0.
const wechatReply = z.object({ errcode: z.number().optional(), errmsg: z.string().optional() }).passthrough();
const tokenReply = z.object({ access_token: z.string(), expires_in: z.number() });
const ticketReply = z.object({ ticket: z.string(), expires_in: z.number() });

export class WechatApiError extends Error {
  override name = 'WechatApiError';
}

interface Cached {
  value: string;
  expiresAt: number;
}

export function createWechatApi(credentials: WechatCredentials, now: () => number = Date.now) {
  let token: Cached | undefined;
  let ticket: Cached | undefined;

  async function call(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(
      path,
      credentials.apiUrl.endsWith('/') ? credentials.apiUrl : `${credentials.apiUrl}/`,
    );
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url);
    if (!response.ok) throw new WechatApiError(`WeChat ${path} answered HTTP ${response.status}`);
    const reply = wechatReply.parse(await response.json());
    if (reply.errcode)
      throw new WechatApiError(`WeChat ${path} failed: ${reply.errcode} ${reply.errmsg ?? ''}`.trim());
    return reply;
  }

  const fresh = (cached: Cached | undefined) =>
    cached && now() < cached.expiresAt ? cached.value : undefined;
  const expiry = (expiresInSeconds: number) => now() + expiresInSeconds * 1000 - renewalMarginMs;

  async function accessToken(): Promise<string> {
    const cached = fresh(token);
    if (cached) return cached;
    const reply = tokenReply.parse(
      await call('cgi-bin/token', {
        grant_type: 'client_credential',
        appid: credentials.appId,
        secret: credentials.appSecret,
      }),
    );
    token = { value: reply.access_token, expiresAt: expiry(reply.expires_in) };
    return token.value;
  }

  async function jsapiTicket(): Promise<string> {
    const cached = fresh(ticket);
    if (cached) return cached;
    const reply = ticketReply.parse(
      await call('cgi-bin/ticket/getticket', { access_token: await accessToken(), type: 'jsapi' }),
    );
    ticket = { value: reply.ticket, expiresAt: expiry(reply.expires_in) };
    return ticket.value;
  }

  return { appId: credentials.appId, jsapiTicket };
}

export type WechatApi = ReturnType<typeof createWechatApi>;
