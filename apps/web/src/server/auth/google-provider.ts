// Sign-in with Google (OpenID Connect). GOOGLE_ISSUER replaces Google's issuer, and with it the discovery
// document every endpoint comes from, so tests (or a Google-compatible provider) can stand in for it.
import type { Config } from '@verso/services';
import type { Account, Profile } from 'next-auth';
import Google from 'next-auth/providers/google';

export function googleProvider(google: NonNullable<Config['google']>) {
  return Google({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    ...(google.issuer ? { issuer: google.issuer } : {}),
    // A Google sign-in may join the account the same address already made by e-mail link instead of
    // failing with OAuthAccountNotLinked: safe only because googleSignInAllowed lets in verified addresses.
    allowDangerousEmailAccountLinking: true,
  });
}

/**
 * Auth.js's signIn callback. Google vouches for an address only when its ID token says
 * `email_verified: true`. Anyone can open a Google account under an address they do not own (it stays
 * unverified); signing that in would hand them the account of that address, or make one that the real
 * owner's e-mail link later opens. Other methods are not Google's to judge.
 */
export function googleSignInAllowed({ account, profile }: { account?: Account | null; profile?: Profile }) {
  return account?.provider !== 'google' || profile?.email_verified === true;
}
