// How a webhook proves it came from this server: `Verso-Signature: t=<unix seconds>,v1=<hex>`, the
// HMAC-SHA256 of `<t>.<body>` under the signing secret of the API key that created the task (the scheme
// Stripe uses, so receivers know it). The timestamp inside the signed text lets a receiver refuse replays.
import { createHmac, hkdfSync } from 'node:crypto';

export function signatureHeader(secret: string, body: string, unixSeconds: number) {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * A key's signing secret. It has to be usable for signing, so it cannot be stored hashed as the key is;
 * instead nothing secret is stored: it is derived from AUTH_SECRET and the key's random salt, so the
 * database alone does not give it away, and a new salt rotates it.
 */
export function signingSecret(authSecret: string, apiKeyId: string, salt: string) {
  const derivationKey = Buffer.from(hkdfSync('sha256', authSecret, '', 'verso webhook signing secret', 32));
  return `whsec_${createHmac('sha256', derivationKey).update(`${apiKeyId}.${salt}`).digest('base64url')}`;
}
