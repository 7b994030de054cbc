// A task's files are handed out as signed URLs (like a pre-signed storage URL): whoever holds the
// link may download until it expires, without sending the API key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { jobOutputs } from '../jobs/jobOutputs';

const lifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Which file of a task a link opens: the translation (translatedFileUrl), its bilingual edition
 * (translatedBilingualFileUrl), the upload (fileUrl), or one of its other outputs by kind
 * (outputFileUrls: a recording's transcripts, WebVTT, video…, an arXiv paper's LaTeX source).
 */
export const taskFiles = ['translated', 'bilingual', 'original', ...jobOutputs] as const;
export type TaskFile = (typeof taskFiles)[number];

// The translation's links keep their first form (no file named), so links handed out before stay valid.
const signed = (taskId: string, file: TaskFile, expires: number) =>
  file === 'translated' ? `${taskId}.${expires}` : `${taskId}.${file}.${expires}`;

const sign = (secret: string, taskId: string, file: TaskFile, expires: number) =>
  createHmac('sha256', secret)
    .update(signed(taskId, file, expires))
    .digest('base64url');

/** `origin` is the site's (http/site-url.ts). */
export function signedDownloadUrl(
  origin: string,
  secret: string,
  taskId: string,
  file: TaskFile = 'translated',
  now = Date.now(),
) {
  const expires = now + lifetimeMs;
  const url = new URL(`/api/v1/translation/download/${encodeURIComponent(taskId)}`, origin);
  if (file !== 'translated') url.searchParams.set('file', file);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', sign(secret, taskId, file, expires));
  return url.toString();
}

export function verifyDownloadSignature(
  secret: string,
  taskId: string,
  file: TaskFile,
  expires: string | null,
  signature: string | null,
) {
  const expiry = Number(expires);
  if (!signature || !Number.isFinite(expiry) || expiry < Date.now()) return false;
  const expected = Buffer.from(sign(secret, taskId, file, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
