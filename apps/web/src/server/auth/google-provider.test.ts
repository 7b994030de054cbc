// An unverified Google address signs in to nothing: not the account of that address, not a new one.
import type { Account } from 'next-auth';
import { describe, expect, it } from 'vitest';
import { googleSignInAllowed } from './google-provider';

const account = (provider: string): Account => ({ provider, type: 'oidc', providerAccountId: 'sub-1' });
const profile = { sub: 'sub-1', email: 'owner@example.test' };

describe('Google sign-in', () => {
  it('lets in an address Google has verified', () => {
    expect(
      googleSignInAllowed({ account: account('google'), profile: { ...profile, email_verified: true } }),
    ).toBe(true);
  });

  it.each([false, null, undefined])('refuses email_verified %s', (emailVerified) => {
    expect(
      googleSignInAllowed({
        account: account('google'),
        profile: { ...profile, email_verified: emailVerified },
      }),
    ).toBe(false);
  });

  it('leaves e-mail links and WeChat alone', () => {
    expect(googleSignInAllowed({ account: { ...account('email'), type: 'email' } })).toBe(true);
    expect(googleSignInAllowed({ account: account('wechat'), profile: { sub: 'wx' } })).toBe(true);
  });
});
