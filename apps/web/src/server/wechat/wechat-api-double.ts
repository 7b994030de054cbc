// Test double for the WeChat API: answers cgi-bin/token and cgi-bin/ticket/getticket as WeChat documents
// them (errors as HTTP 200 with an errcode) and counts the calls, and plays WeChat's web sign-in (OAuth
// 2.0: connect/qrconnect or connect/oauth2/authorize, sns/oauth2/access_token, sns/userinfo) for one
// person who approves at once, as if they had scanned the QR code. Never use it outside tests.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const doubleCredentials = { appId: 'wx-test-app', appSecret: 'test-secret' };
export const doubleTicket =
  'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

/** The one WeChat user the double knows. */
export const doubleWechatUser = {
  openid: 'o-test-openid',
  unionid: 'u-test-unionid',
  nickname: '微信测试用户',
  headimgurl: '',
};
const doubleCode = 'wechat-test-code';
const doubleUserToken = 'wechat-user-token';

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** `port` 0 picks a free one (unit tests); e2e gives a fixed port. */
export async function startWechatApiDouble(port = 0) {
  const calls = { token: 0, ticket: 0 };
  let issuedTokens = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const reply = (body: object) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/cgi-bin/token') {
      calls.token++;
      const valid =
        url.searchParams.get('grant_type') === 'client_credential' &&
        url.searchParams.get('appid') === doubleCredentials.appId &&
        url.searchParams.get('secret') === doubleCredentials.appSecret;
      if (!valid) return reply({ errcode: 40125, errmsg: 'invalid appsecret' });
      issuedTokens++;
      return reply({ access_token: `token-${issuedTokens}`, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      calls.ticket++;
      const token = url.searchParams.get('access_token');
      if (token !== `token-${issuedTokens}` || url.searchParams.get('type') !== 'jsapi') {
        return reply({ errcode: 40001, errmsg: 'invalid credential' });
      }
      return reply({ errcode: 0, errmsg: 'ok', ticket: doubleTicket, expires_in: 7200 });
    }
    if (url.pathname === '/connect/qrconnect' || url.pathname === '/connect/oauth2/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      const valid =
        url.searchParams.get('appid') === doubleCredentials.appId &&
        url.searchParams.get('response_type') === 'code' &&
        redirect;
      if (!valid) return reply({ errcode: 40013, errmsg: 'invalid appid' });
      const back = new URL(redirect);
      back.searchParams.set('code', doubleCode);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      // WeChat documents a GET with everything in the query; Auth.js posts the code as a form.
      const form = request.method === 'POST' ? await formBody(request) : url.searchParams;
      const valid =
        url.searchParams.get('appid') === doubleCredentials.appId &&
        url.searchParams.get('secret') === doubleCredentials.appSecret &&
        form.get('code') === doubleCode;
      if (!valid) return reply({ errcode: 40029, errmsg: 'invalid code' });
      return reply({
        access_token: doubleUserToken,
        expires_in: 7200,
        refresh_token: 'wechat-refresh-token',
        openid: doubleWechatUser.openid,
        scope: 'snsapi_login',
        unionid: doubleWechatUser.unionid,
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const valid =
        url.searchParams.get('access_token') === doubleUserToken &&
        url.searchParams.get('openid') === doubleWechatUser.openid;
      if (!valid) return reply({ errcode: 40003, errmsg: 'invalid openid' });
      return reply({ ...doubleWechatUser, sex: 0, province: '', city: '', country: 'CN', privilege: [] });
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${address.port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
