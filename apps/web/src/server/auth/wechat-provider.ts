// Sign-in with WeChat (shangyi-translator), as an official account's web page authorisation: people
// sign in from inside WeChat. WECHAT_API_URL moves the token and profile calls, so a test double can
// answer them.
import type { Config } from '@verso/services';
import WeChat from 'next-auth/providers/wechat';

export function wechatProvider(wechat: NonNullable<Config['wechat']>) {
  const provider = WeChat({ clientId: wechat.appId, clientSecret: wechat.appSecret });
  const api = wechat.apiUrl.replace(/\/$/, '');
  return {
    ...provider,
    token: { ...provider.token, url: `${api}/sns/oauth2/access_token` },
    userinfo: { ...provider.userinfo, url: `${api}/sns/userinfo` },
  };
}
