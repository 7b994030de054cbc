import { loadConfig, platforms } from '@verso/services';
import { describe, expect, it } from 'vitest';
import { signInProviders } from './sign-in-providers';

const everythingConfigured = {
  AUTH_SECRET: 'x'.repeat(32),
  DATA_DIR: '/tmp/verso-providers-test',
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  WECHAT_APP_ID: 'wx-id',
  WECHAT_APP_SECRET: 'wx-secret',
  WECHAT_API_URL: 'http://127.0.0.1:9/',
  WECHAT_OPEN_URL: 'http://127.0.0.1:8/',
};

/** The id Auth.js ends up with: a provider's options (e-mail's `id: 'email'`) win over its default. */
const providerIds = (env: Record<string, string>) =>
  signInProviders(loadConfig(env)).map(
    (provider) => (provider.options as { id?: string } | undefined)?.id ?? provider.id,
  );
const bare = { AUTH_SECRET: everythingConfigured.AUTH_SECRET, DATA_DIR: everythingConfigured.DATA_DIR };

describe('sign-in providers per variant (SPEC §6)', () => {
  it.each(platforms.filter((platform) => platform !== 'shangyi-translator'))(
    '%s: google and email',
    (platform) => {
      expect(providerIds({ ...everythingConfigured, PLATFORM: platform }).sort()).toEqual([
        'email',
        'google',
      ]);
    },
  );

  it('shangyi-translator: wechat and email', () => {
    expect(providerIds({ ...everythingConfigured, PLATFORM: 'shangyi-translator' }).sort()).toEqual([
      'email',
      'wechat',
    ]);
  });

  it('leaves out a method the operator has not configured', () => {
    expect(providerIds(bare)).toEqual(['email']);
    expect(providerIds({ ...bare, PLATFORM: 'shangyi-translator' })).toEqual(['email']);
  });

  it("sends WeChat's token and profile calls to WECHAT_API_URL", () => {
    const [wechat] = signInProviders(
      loadConfig({ ...everythingConfigured, PLATFORM: 'shangyi-translator' }),
    ).filter((provider) => provider.id === 'wechat');
    expect(wechat).toMatchObject({
      token: { url: 'http://127.0.0.1:9/sns/oauth2/access_token' },
      userinfo: { url: 'http://127.0.0.1:9/sns/userinfo' },
    });
  });

  it.each([
    [false, 'http://127.0.0.1:8/connect/qrconnect', 'snsapi_login'],
    [true, 'http://127.0.0.1:8/connect/oauth2/authorize', 'snsapi_userinfo'],
  ])('inside WeChat %s: approval at %s with scope %s', (insideWechat, url, scope) => {
    const config = loadConfig({ ...everythingConfigured, PLATFORM: 'shangyi-translator' });
    const [wechat] = signInProviders(config, { insideWechat }).filter((provider) => provider.id === 'wechat');
    expect(wechat).toMatchObject({ authorization: { url, params: { appid: 'wx-id', scope } } });
  });
});
