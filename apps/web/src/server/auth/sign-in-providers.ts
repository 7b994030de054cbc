// The sign-in methods of the site's variant (SPEC §6: google and email, or wechat and email for
// shangyi-translator), each offered when the operator configured it. E-mail is always listed; its
// provider explains a missing SMTP setup.
import { type AuthMethod, brandFor } from '@verso/brands';
import type { Config } from '@verso/services';
import { emailProvider } from './email-provider';
import { googleProvider } from './google-provider';
import { wechatProvider } from './wechat-provider';

function providerFor(method: AuthMethod, config: Config) {
  switch (method) {
    case 'email':
      return emailProvider(config);
    case 'google':
      return config.google && googleProvider(config.google);
    case 'wechat':
      return config.wechat && wechatProvider(config.wechat);
  }
}

export function signInProviders(config: Config) {
  return brandFor(config.platform).authMethods.flatMap((method) => providerFor(method, config) || []);
}
