// One JSON request to a remote translation service. Retries what a retry can fix (429, 5xx) and turns
// every other failure into a UserFacingError that says what to do: fix the key, wait for the quota,
// or report that the service is down or answering nonsense.
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { isUserFacingError, UserFacingError } from '../../errors';
import { jsonOrUndefined } from '../../text/json-or-undefined';
import type { Refusal, RemoteService } from './remote-service';
import { retryDelayMs } from './retry-delay';

export interface RemoteRequest<Reply> {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead of `body`, as OAuth token endpoints want. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data instead of `body`, for uploads (a transcription API's audio file). */
  multipart?: FormData;
  /** The documented reply shape; anything else is refused rather than guessed at. */
  reply: z.ZodType<Reply>;
  /** The caller's cancellation; its abort is passed on as is, not reported as the service's fault. */
  signal?: AbortSignal;
}

interface RawReply {
  status: number;
  headers: Headers;
  text: string;
}

function unavailable(service: RemoteService, message: string, details: Record<string, unknown> = {}) {
  return new UserFacingError('engine_unavailable', message, { service: service.label, ...details });
}

export function unexpectedAnswer(service: RemoteService, details: Record<string, unknown> = {}) {
  return unavailable(
    service,
    `${service.label} answered with something unexpected, not the reply its API documents.`,
    details,
  );
}

function seconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(1))} s`;
}

function encodedBody(request: RemoteRequest<unknown>): { body?: string | FormData; contentType?: string } {
  // fetch writes the multipart boundary into the content type itself.
  if (request.multipart) return { body: request.multipart };
  if (request.form)
    return { body: `${new URLSearchParams(request.form)}`, contentType: 'application/x-www-form-urlencoded' };
  if (request.body !== undefined)
    return { body: JSON.stringify(request.body), contentType: 'application/json' };
  return {};
}

async function send(service: RemoteService, request: RemoteRequest<unknown>): Promise<RawReply> {
  const timeout = AbortSignal.timeout(service.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const { body, contentType } = encodedBody(request);
  try {
    const response = await fetch(request.url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(contentType && { 'content-type': contentType }),
        ...request.headers,
      },
      body,
      signal,
    });
    // Read inside the timeout too: a service can send headers and then stall.
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (request.signal?.aborted) throw error;
    if (timeout.aborted) {
      throw unavailable(service, `${service.label} did not answer within ${seconds(service.timeoutMs)}.`);
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw unavailable(
      service,
      `${service.label} could not be reached at ${new URL(request.url).origin} (${cause}).`,
    );
  }
}

/**
 * The service's own explanation: `{ error: "…" }` or `{ message: "…", detail?: "…" }` (LibreTranslate,
 * DeepL), `{ error: { message: "…" } }` (Google, Azure, OpenAI), or OAuth's `{ error, error_description }`.
 */
function explanationIn(body: unknown): string {
  const { error, message, detail, error_description } = (body ?? {}) as Record<string, unknown>;
  const nested = (error as { message?: unknown } | null | undefined)?.message;
  const explanation = error_description ?? (typeof error === 'string' ? error : (nested ?? message));
  if (typeof explanation !== 'string' || !explanation) return '';
  // The message goes on with its own full stop.
  const sentence = explanation.replace(/\.$/, '');
  return typeof detail === 'string' && detail ? `: ${sentence} (${detail})` : `: ${sentence}`;
}

function refusalOf(service: RemoteService, status: number, body: unknown): Refusal | undefined {
  const read = service.readRefusal?.(status, body);
  if (read) return read;
  if (status === 401 || status === 403) return 'credential';
  if (status === service.quotaStatus) return 'quota';
  if (status === 429 || status >= 500) return undefined;
  return 'refused';
}

function failureMessage(service: RemoteService, status: number, body: unknown, attempts: number): string {
  const { label } = service;
  const refusal = refusalOf(service, status, body);
  if (refusal === 'credential')
    return `${label} rejected the ${service.credentialName} (HTTP ${status}). Check ${service.keyVariable}.`;
  if (refusal === 'quota')
    return `${label}'s character quota is used up (HTTP ${status}). Raise the limit in the ${label} account or wait for the next billing period.`;
  if (refusal === 'refused') return `${label} refused the request (HTTP ${status})${explanationIn(body)}.`;
  if (status === 429)
    return `${label} is limiting how fast Verso may send requests (HTTP 429) and still refused after ${attempts} attempts. Try again in a few minutes.`;
  return `${label} failed on its side (HTTP ${status}) ${attempts} times in a row${explanationIn(body)}. Try again later.`;
}

function failure(service: RemoteService, reply: RawReply, attempts: number): UserFacingError {
  const details = { status: reply.status, reply: reply.text.slice(0, 500) };
  return unavailable(
    service,
    failureMessage(service, reply.status, jsonOrUndefined(reply.text), attempts),
    details,
  );
}

function parseReply<Reply>(service: RemoteService, schema: z.ZodType<Reply>, reply: RawReply): Reply {
  let json: unknown;
  try {
    json = JSON.parse(reply.text);
  } catch {
    throw unexpectedAnswer(service, { status: reply.status, reply: reply.text.slice(0, 500) });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw unexpectedAnswer(service, { status: reply.status, problems: parsed.error.issues.slice(0, 5) });
}

/** True when `error` is remoteCall's failure for an answer with this HTTP status (a stale token, a lost glossary). */
export function failedWithStatus(error: unknown, status: number): boolean {
  return isUserFacingError(error) && error.details.status === status;
}

function worthRetrying(status: number): boolean {
  return status === 429 || status >= 500;
}

export async function remoteCall<Reply>(
  service: RemoteService,
  request: RemoteRequest<Reply>,
): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const reply = await send(service, request);
    if (reply.status >= 200 && reply.status < 300) return parseReply(service, request.reply, reply);
    const delay =
      worthRetrying(reply.status) && attempt < service.maxAttempts
        ? retryDelayMs(reply.headers.get('retry-after'), attempt, service.backoffBaseMs)
        : undefined;
    if (delay === undefined) throw failure(service, reply, attempt);
    await sleep(delay, undefined, { signal: request.signal });
  }
}
