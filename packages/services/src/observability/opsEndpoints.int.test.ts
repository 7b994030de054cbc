// /healthz, /readyz and /metrics as a load balancer and Prometheus see them, over real HTTP.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import { createTestBackend, servicesFor, type TestBackend } from '../testing/testServices';
import { type OpsEndpointOptions, opsEndpoints } from './opsEndpoints';

const token = 'a-metrics-token-of-some-length';

async function serve(options: OpsEndpointOptions): Promise<{ url: string; server: Server }> {
  const answer = opsEndpoints(options);
  const server = createServer(async (req, res) => {
    if (!(await answer(req, res))) res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the ops endpoints', () => {
  let backend: TestBackend;
  let services: Services;
  let open: { url: string; server: Server };
  let withToken: { url: string; server: Server };
  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
    const target = async () => services;
    open = await serve({ target, trustProxy: false });
    withToken = await serve({ target, trustProxy: false, metricsToken: token });
  }, 120_000);
  afterAll(async () => {
    open?.server.close();
    withToken?.server.close();
    await services?.close().catch(() => undefined);
    await backend?.dispose();
  });

  test('/healthz says the process is alive, uncached', async () => {
    const response = await fetch(`${open.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'alive' });
  });

  test('/readyz names each check and answers 200 when all pass', async () => {
    const response = await fetch(`${open.url}/readyz`);
    const body = await response.json();
    expect(body.checks).toEqual({
      database: { ok: true },
      queue: { ok: true },
      storage: { ok: true },
      engines: { ok: true },
    });
    expect(response.status).toBe(200);
  });

  test('a scrape after a translated text shows the words and the engine call', async () => {
    const user = await services.users.create({ email: `m-${crypto.randomUUID()}@example.com`, credits: 10 });
    await services.texts.translate({
      texts: ['The house is small.'],
      from: 'en',
      to: 'es',
      engine: 'pseudo',
      userId: user.id,
    });
    const response = await fetch(`${open.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/verso_words_translated_total\{kind="text"\} [1-9]/);
    expect(text).toMatch(/verso_engine_call_duration_seconds_count\{engine="pseudo"\} [1-9]/);
    expect(text).toContain('verso_queue_depth 0');
    expect(text).toContain('verso_http_request_duration_seconds');
  });

  test('with METRICS_TOKEN set, /metrics wants the bearer token', async () => {
    expect((await fetch(`${withToken.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${withToken.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${withToken.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(right.status).toBe(200);
  });

  test('without a token, a request a proxy forwarded is refused unless the proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(`${open.url}/metrics`, { headers: forwarded })).status).toBe(401);
  });

  test('/readyz answers 503 once the database is closed', async () => {
    await services.close();
    // The last answer is shared for two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await fetch(`${open.url}/readyz`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.database.ok).toBe(false);
    // The process is still alive.
    expect((await fetch(`${open.url}/healthz`)).status).toBe(200);
  });
});
