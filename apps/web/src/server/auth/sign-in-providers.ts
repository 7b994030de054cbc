// The sign-in methods of the site's variant (SPEC §6: google and email, or wechat and email for
// shangyi-translator), each offered when the operator configured it. E-mail is always listed; its
// provider explains a missing SMTP setup.
import { type AuthMethod, brandFor } from '@verso/brands';
import type { Config } from '@verso/services';
import { emailProvider } from './email-provider';
import { googleProvider } from './google-provider';
import { wechatProvider } from './wechat-provider';

/** What the request tells about the browser: WeChat's own asks for sign-in differently. */
export interface SignInBrowser {
  insideWechat: boolean;
}

function providerFor(method: AuthMethod, config: Config, browser: SignInBrowser) {
  switch (method) {
    case 'email':
      return emailProvider(config);
    case 'google':
      return config.google && googleProvider(config.google);
    case 'wechat':
      return config.wechat && wechatProvider(config.wechat, browser.insideWechat);
  }
}

/** The variant's methods the operator configured, in the variant's order. */
export function signInMethods(config: Config): AuthMethod[] {
  return brandFor(config.platform).authMethods.filter(
    (method) => method === 'email' || Boolean(config[method]),
  );
}

export function signInProviders(config: Config, browser: SignInBrowser = { insideWechat: false }) {
  return signInMethods(config).flatMap((method) => providerFor(method, config, browser) || []);
}
