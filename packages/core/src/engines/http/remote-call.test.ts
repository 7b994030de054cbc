// The parts of remoteCall every engine leans on, against a bare JSON double: how bodies are sent and
// how refusals are read. Retries and timeouts are covered by each engine's own tests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DoubleReply, type RunningDouble, startJsonDouble } from './json-double';
import { failedWithStatus, remoteCall } from './remote-call';
import { type RemoteService, remoteService } from './remote-service';

let double: RunningDouble;
let nextReply: DoubleReply = { status: 200, json: {} };

beforeAll(async () => {
  double = await startJsonDouble(() => nextReply);
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
  nextReply = { status: 200, json: {} };
});

const service = (identity: Partial<RemoteService> = {}) =>
  remoteService({ label: 'Example', keyVariable: 'EXAMPLE_KEY', ...identity }, { maxAttempts: 1 });

const call = (example: RemoteService) =>
  remoteCall(example, { url: double.url, body: {}, reply: z.unknown() });

describe('remoteCall', () => {
  it('sends a form body form-encoded, as OAuth token endpoints want', async () => {
    await remoteCall(service(), {
      url: double.url,
      form: { grant_type: 'a b', assertion: 'x.y' },
      reply: z.unknown(),
    });
    const [request] = double.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toBe('grant_type=a+b&assertion=x.y');
  });

  it('lets a service read a refusal its status misnames, and otherwise reads the status', async () => {
    const readRefusal = (_status: number, body: unknown) =>
      (body as { error?: { code?: number } }).error?.code === 403001 ? ('quota' as const) : undefined;
    nextReply = { status: 403, json: { error: { code: 403001, message: 'Free quota exceeded.' } } };
    await expect(call(service({ readRefusal }))).rejects.toThrowError(
      /^Example's character quota is used up \(HTTP 403\)/,
    );
    nextReply = { status: 403, json: { error: { code: 403000, message: 'Not allowed.' } } };
    await expect(call(service({ readRefusal }))).rejects.toThrowError(
      'Example rejected the API key (HTTP 403). Check EXAMPLE_KEY.',
    );
  });

  it('names what the credential is when it is not an API key', async () => {
    nextReply = { status: 401, json: {} };
    await expect(call(service({ credentialName: 'service account' }))).rejects.toThrowError(
      'Example rejected the service account (HTTP 401). Check EXAMPLE_KEY.',
    );
  });

  it("quotes the service's reason once, with its detail and OAuth's description", async () => {
    nextReply = { status: 400, json: { message: 'Invalid entries provided.', detail: 'Entry 2 is empty' } };
    await expect(call(service())).rejects.toThrowError(
      'Example refused the request (HTTP 400): Invalid entries provided (Entry 2 is empty).',
    );
    nextReply = {
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
    };
    await expect(call(service())).rejects.toThrowError(
      'Example refused the request (HTTP 400): Invalid JWT Signature.',
    );
  });

  it('tells callers which status a failure came with', async () => {
    nextReply = { status: 404, json: { message: 'Not found' } };
    const error = await call(service()).catch((caught: unknown) => caught);
    expect(failedWithStatus(error, 404)).toBe(true);
    expect(failedWithStatus(error, 401)).toBe(false);
    expect(failedWithStatus(new Error('boom'), 404)).toBe(false);
  });
});
