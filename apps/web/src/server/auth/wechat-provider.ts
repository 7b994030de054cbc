// Sign-in with WeChat (shangyi-translator). In a desktop or phone browser WeChat shows a QR code to scan
// (website app, qrconnect); inside WeChat's own browser it asks in place (official account web page
// authorisation). WECHAT_OPEN_URL and WECHAT_API_URL move the approval page and the token and profile
// calls, so a test double can answer them.
import type { Config } from '@verso/services';
import WeChat from 'next-auth/providers/wechat';

export function wechatProvider(wechat: NonNullable<Config['wechat']>, insideWechat: boolean) {
  const provider = WeChat({
    clientId: wechat.appId,
    clientSecret: wechat.appSecret,
    platformType: insideWechat ? 'OfficialAccount' : 'WebsiteApp',
  });
  const open = wechat.openUrl.replace(/\/$/, '');
  const api = wechat.apiUrl.replace(/\/$/, '');
  const approvalPage = insideWechat ? 'connect/oauth2/authorize' : 'connect/qrconnect';
  return {
    ...provider,
    authorization: { ...provider.authorization, url: `${open}/${approvalPage}` },
    token: { ...provider.token, url: `${api}/sns/oauth2/access_token` },
    userinfo: { ...provider.userinfo, url: `${api}/sns/userinfo` },
  };
}
