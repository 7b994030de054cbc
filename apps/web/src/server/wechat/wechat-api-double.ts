// Test double for the WeChat API: answers cgi-bin/token and cgi-bin/ticket/getticket as WeChat documents
// them (errors as HTTP 200 with an errcode) and counts the calls. Never use it outside tests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const doubleCredentials = { appId: 'wx-test-app', appSecret: 'test-secret' };
export const doubleTicket =
  'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

export async function startWechatApiDouble() {
  const calls = { token: 0, ticket: 0 };
  let issuedTokens = 0;
  const server = createServer((request, response) => {
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
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
