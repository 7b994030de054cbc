// One WeChat API client per set of credentials for the server's lifetime, so its cached token and ticket
// serve every request.
import { createWechatApi, type WechatApi, type WechatCredentials } from './wechat-api';

const clients = new Map<string, WechatApi>();

export function wechatApiFor(credentials: WechatCredentials): WechatApi {
  const key = `${credentials.apiUrl} ${credentials.appId}`;
  let client = clients.get(key);
  if (!client) {
    client = createWechatApi(credentials);
    clients.set(key, client);
  }
  return client;
}
