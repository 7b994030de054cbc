import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatJsApiList } from '../../lib/wechat-js-api-list';
import { wechatJsConfig, wechatJsConfigInput } from './js-config';
import { jsSdkSignature } from './js-sdk-signature';
import { createWechatApi } from './wechat-api';
import { doubleCredentials, doubleTicket, startWechatApiDouble } from './wechat-api-double';

describe('WeChat JS-SDK signature', () => {
  it("matches the worked example of WeChat's JS-SDK documentation", () => {
    expect(
      jsSdkSignature({
        jsapiTicket: doubleTicket,
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('WeChat API against its local double', () => {
  let double: Awaited<ReturnType<typeof startWechatApiDouble>>;
  beforeAll(async () => {
    double = await startWechatApiDouble();
  });
  afterAll(() => double.close());

  it('fetches a token, then a ticket, and keeps both until they near expiry', async () => {
    let clock = 1_700_000_000_000;
    const api = createWechatApi({ ...doubleCredentials, apiUrl: double.apiUrl }, () => clock);
    const before = { ...double.calls };
    expect(await api.jsapiTicket()).toBe(doubleTicket);
    expect(await api.jsapiTicket()).toBe(doubleTicket);
    clock += 60 * 60 * 1000;
    await api.jsapiTicket();
    expect(double.calls.token - before.token).toBe(1);
    expect(double.calls.ticket - before.ticket).toBe(1);
    clock += 60 * 60 * 1000; // two hours in: past expiry less the renewal margin
    await api.jsapiTicket();
    expect(double.calls.token - before.token).toBe(2);
    expect(double.calls.ticket - before.ticket).toBe(2);
  });

  it("reports WeChat's error code instead of a ticket", async () => {
    const api = createWechatApi({
      appId: doubleCredentials.appId,
      appSecret: 'wrong',
      apiUrl: double.apiUrl,
    });
    await expect(api.jsapiTicket()).rejects.toThrow('WeChat cgi-bin/token failed: 40125 invalid appsecret');
  });

  it('signs the page URL with the fetched ticket as WeChat documents', async () => {
    const api = createWechatApi({ ...doubleCredentials, apiUrl: double.apiUrl });
    const url = 'https://shangyi.example/zh/translate?type=comics';
    const config = await wechatJsConfig(
      api,
      { url, debug: false, jsApiList: [...wechatJsApiList] },
      1_700_000_123_456,
    );
    expect(config).toMatchObject({
      debug: false,
      appId: doubleCredentials.appId,
      timestamp: 1_700_000_123,
      jsApiList: [...wechatJsApiList],
    });
    const text = `jsapi_ticket=${doubleTicket}&noncestr=${config.nonceStr}&timestamp=1700000123&url=${url}`;
    expect(config.signature).toBe(createHash('sha1').update(text).digest('hex'));
  });

  it('refuses a URL with a fragment and APIs outside the list', () => {
    const base = { debug: false, jsApiList: [...wechatJsApiList] };
    expect(wechatJsConfigInput.safeParse({ ...base, url: 'https://a.example/p#x' }).success).toBe(false);
    expect(
      wechatJsConfigInput.safeParse({ ...base, url: 'https://a.example/p', jsApiList: ['scanQRCode'] })
        .success,
    ).toBe(false);
    expect(wechatJsConfigInput.safeParse({ ...base, url: 'https://a.example/p' }).success).toBe(true);
  });
});
