import { loadConfig } from '@verso/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatJsApiList } from '../../../lib/wechat-js-api-list';
import { doubleCredentials, startWechatApiDouble } from '../../wechat/wechat-api-double';
import type { Context } from '../context';
import { authRouter } from './auth';

const input = { url: 'https://shangyi.example/zh', debug: false, jsApiList: [...wechatJsApiList] };

describe('auth.getWechatJsConfig', () => {
  let double: Awaited<ReturnType<typeof startWechatApiDouble>>;
  beforeAll(async () => {
    double = await startWechatApiDouble();
  });
  afterAll(() => double.close());

  function callerFor(env: Record<string, string>) {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/verso-auth-test', ...env });
    return authRouter.createCaller({
      services: { config },
      session: null,
      clientIp: '127.0.0.1',
    } as unknown as Context);
  }

  it('signs for shangyi-translator with WeChat configured', async () => {
    const caller = callerFor({
      PLATFORM: 'shangyi-translator',
      WECHAT_APP_ID: doubleCredentials.appId,
      WECHAT_APP_SECRET: doubleCredentials.appSecret,
      WECHAT_API_URL: double.apiUrl,
    });
    const config = await caller.getWechatJsConfig(input);
    expect(config.appId).toBe(doubleCredentials.appId);
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses on the other variants and without credentials', async () => {
    const wechat = { WECHAT_APP_ID: 'wx', WECHAT_APP_SECRET: 's', WECHAT_API_URL: double.apiUrl };
    await expect(callerFor({ PLATFORM: 'o-translator', ...wechat }).getWechatJsConfig(input)).rejects.toThrow(
      'WeChat is not set up on this site.',
    );
    await expect(callerFor({ PLATFORM: 'shangyi-translator' }).getWechatJsConfig(input)).rejects.toThrow(
      'WeChat is not set up on this site.',
    );
  });
});
