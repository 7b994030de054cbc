// Result files are handed out as signed URLs (like a pre-signed storage URL): whoever holds the
// link may download until it expires, without sending the API key.
import { createHmac, timingSafeEqual } from 'node:crypto';

const lifetimeMs = 24 * 60 * 60 * 1000;
const sign = (secret: string, taskId: string, expires: number) =>
  createHmac('sha256', secret).update(`${taskId}.${expires}`).digest('base64url');

/** `origin` is the site's (http/site-url.ts). */
export function signedDownloadUrl(origin: string, secret: string, taskId: string, now = Date.now()) {
  const expires = now + lifetimeMs;
  const url = new URL(`/api/v1/translation/download/${encodeURIComponent(taskId)}`, origin);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', sign(secret, taskId, expires));
  return url.toString();
}

export function verifyDownloadSignature(
  secret: string,
  taskId: string,
  expires: string | null,
  signature: string | null,
) {
  const expiry = Number(expires);
  if (!signature || !Number.isFinite(expiry) || expiry < Date.now()) return false;
  const expected = Buffer.from(sign(secret, taskId, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
