// Sign-in with Google (OpenID Connect). GOOGLE_ISSUER replaces Google's issuer, and with it the discovery
// document every endpoint comes from, so tests (or a Google-compatible provider) can stand in for it.
import type { Config } from '@verso/services';
import Google from 'next-auth/providers/google';

export function googleProvider(google: NonNullable<Config['google']>) {
  return Google({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    ...(google.issuer ? { issuer: google.issuer } : {}),
    // Google only signs in addresses it has verified, so a Google sign-in may join the account that the
    // same address already made by e-mail link instead of failing with OAuthAccountNotLinked.
    allowDangerousEmailAccountLinking: true,
  });
}
