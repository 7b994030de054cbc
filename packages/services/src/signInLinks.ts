// Sign-in links made outside a sign-in request (the first administrator's, `verso users link`): the same
// Auth.js e-mail token as a mailed link — stored hashed with the site's secret, used once, expiring — so
// the site's own e-mail callback signs the holder in.
import { createHash, randomBytes } from 'node:crypto';
import { type Database, verificationTokens } from '@verso/db';

/** As long as a mailed link lives (Auth.js's default maxAge for e-mail providers). */
export const signInLinkLifetimeMs = 24 * 60 * 60 * 1000;

export interface SignInLinkSettings {
  publicUrl: string;
  authSecret: string;
}

export function signInLinks(db: Database, { publicUrl, authSecret }: SignInLinkSettings) {
  return {
    /** A link that signs in as `email` once, within signInLinkLifetimeMs. */
    async create(email: string, now = new Date()): Promise<{ url: string; expires: Date }> {
      const identifier = email.toLowerCase();
      const token = randomBytes(32).toString('hex');
      const expires = new Date(now.getTime() + signInLinkLifetimeMs);
      // Auth.js stores sha256(token + secret) and hashes what the callback receives the same way.
      const hashed = createHash('sha256').update(`${token}${authSecret}`).digest('hex');
      await db.insert(verificationTokens).values({ identifier, token: hashed, expires });
      const callback = new URL('/api/auth/callback/email', publicUrl);
      callback.search = new URLSearchParams({ callbackUrl: publicUrl, token, email: identifier }).toString();
      return { url: callback.href, expires };
    },
  };
}

export type SignInLinks = ReturnType<typeof signInLinks>;
