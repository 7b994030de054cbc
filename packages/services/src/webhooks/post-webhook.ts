// One POST of a webhook: 5 seconds for the whole exchange, redirects not followed (a 3xx is an answer
// like any other non-2xx), a fresh connection to a vetted address, and only the first bytes of the
// answer read, to show the developer what their receiver said.
import http from 'node:http';
import https from 'node:https';
import { isUserFacingError } from '@verso/core';
import { checkWebhookTarget, guardedLookup, type WebhookPolicy } from './webhook-target';

export const webhookTimeoutMs = 5000;
const excerptBytes = 1024;

export interface WebhookAnswer {
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  /** Why no answer came (refused address, timeout, connection error). */
  error: string | null;
}

export const delivered = (answer: WebhookAnswer) =>
  answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;

export async function postWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: WebhookPolicy,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await checkWebhookTarget(url, policy);
    const { statusCode, excerpt } = await exchange(url, body, headers, policy);
    return { statusCode, latencyMs: elapsed(), responseExcerpt: excerpt, error: null };
  } catch (error) {
    return { statusCode: null, latencyMs: elapsed(), responseExcerpt: null, error: describe(error) };
  }
}

function exchange(url: URL, body: string, headers: Record<string, string>, policy: WebhookPolicy) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ statusCode: number; excerpt: string }>((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(policy),
      agent: false,
      signal: AbortSignal.timeout(webhookTimeoutMs),
    });
    // Once the status has come, an error (the timeout's abort, a reset) only cuts the excerpt short.
    let finish: (() => void) | undefined;
    request.on('error', (error) => (finish ? finish() : reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      // The status is the answer: a body cut short (by its size, the timeout or the receiver) is kept as it came.
      const answered = () => {
        resolve({
          statusCode: response.statusCode ?? 0,
          excerpt: Buffer.concat(chunks).subarray(0, excerptBytes).toString('utf8'),
        });
        response.destroy();
      };
      finish = answered;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= excerptBytes) answered();
      });
      response.on('end', answered);
      response.on('error', answered);
    });
    request.end(body);
  });
}

function describe(error: unknown): string {
  if (isUserFacingError(error)) return error.message;
  // The timeout aborts the request; the abort carries the TimeoutError as its cause.
  const cause = error instanceof Error ? error.cause : undefined;
  if (
    error instanceof Error &&
    (error.name === 'TimeoutError' || (cause as Error | undefined)?.name === 'TimeoutError')
  ) {
    return `No answer within ${webhookTimeoutMs / 1000} seconds.`;
  }
  const code = (error as { code?: string }).code;
  return `The connection failed: ${code ?? (error instanceof Error ? error.message : String(error))}.`;
}
