// One JSON request to a remote translation service. Retries what a retry can fix (429, 5xx) and turns
// every other failure into a UserFacingError that says what to do: fix the key, wait for the quota,
// or report that the service is down or answering nonsense.
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { UserFacingError } from '../../errors';
import type { RemoteService } from './remote-service';
import { retryDelayMs } from './retry-delay';

export interface RemoteRequest<Reply> {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
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

async function send(service: RemoteService, request: RemoteRequest<unknown>): Promise<RawReply> {
  const timeout = AbortSignal.timeout(service.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const hasBody = request.body !== undefined;
  try {
    const response = await fetch(request.url, {
      method: request.method ?? (hasBody ? 'POST' : 'GET'),
      headers: {
        accept: 'application/json',
        ...(hasBody && { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: hasBody ? JSON.stringify(request.body) : undefined,
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
 * The service's own explanation: `{ error: "…" }` or `{ message: "…" }` (LibreTranslate, DeepL), or
 * `{ error: { message: "…" } }` (Google, Azure, OpenAI).
 */
function explanationIn(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const nested = (body.error as { message?: unknown } | null | undefined)?.message;
    const explanation = typeof body.error === 'string' ? body.error : (nested ?? body.message);
    return typeof explanation === 'string' && explanation ? `: ${explanation}` : '';
  } catch {
    return '';
  }
}

function failure(service: RemoteService, reply: RawReply, attempts: number): UserFacingError {
  const { label } = service;
  const { status } = reply;
  const details = { status, reply: reply.text.slice(0, 500) };
  if (status === 401 || status === 403) {
    return unavailable(
      service,
      `${label} rejected the API key (HTTP ${status}). Check ${service.keyVariable}.`,
      details,
    );
  }
  if (status === service.quotaStatus) {
    return unavailable(
      service,
      `${label}'s character quota is used up (HTTP ${status}). Raise the limit in the ${label} account or wait for the next billing period.`,
      details,
    );
  }
  if (status === 429) {
    return unavailable(
      service,
      `${label} is limiting how fast Verso may send requests (HTTP 429) and still refused after ${attempts} attempts. Try again in a few minutes.`,
      details,
    );
  }
  if (status >= 500) {
    return unavailable(
      service,
      `${label} failed on its side (HTTP ${status}) ${attempts} times in a row${explanationIn(reply.text)}. Try again later.`,
      details,
    );
  }
  return unavailable(
    service,
    `${label} refused the request (HTTP ${status})${explanationIn(reply.text)}.`,
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
