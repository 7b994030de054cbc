// The WeChat API double (apps/web/src/server/wechat/wechat-api-double.ts) on the e2e run's fixed port,
// for shangyi-translator's WeChat sign-in.
import { startWechatApiDouble } from '../../apps/web/src/server/wechat/wechat-api-double';
import { wechatApi } from '../support/environment';

const double = await startWechatApiDouble(wechatApi.port);
console.log(`WeChat API double on ${double.apiUrl}`);
