// One POST against real local servers: what a receiver's answer, silence or redirect becomes.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { postWebhook, webhookTimeoutMs } from './post-webhook';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function serve(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const allowed = { allowPrivateAddresses: true };
const post = (url: string, policy = allowed) =>
  postWebhook(new URL(url), '{"taskId":"t"}', { 'content-type': 'application/json' }, policy);

describe('postWebhook', () => {
  test("keeps the receiver's status and the first KiB of its answer", async () => {
    const url = await serve((_, response) => response.writeHead(201).end('x'.repeat(5000)));
    const answer = await post(url);
    expect(answer).toMatchObject({ statusCode: 201, error: null });
    expect(answer.responseExcerpt).toBe('x'.repeat(1024));
  });

  test('does not follow a redirect: the 302 is the answer, and its target hears nothing', async () => {
    let reached = false;
    const target = await serve((_, response) => {
      reached = true;
      response.end('ok');
    });
    const url = await serve((_, response) => response.writeHead(302, { location: target }).end());
    expect(await post(url)).toMatchObject({ statusCode: 302 });
    expect(reached).toBe(false);
  });

  test(
    'gives up on a receiver that does not answer within 5 seconds',
    async () => {
      const url = await serve(() => {});
      const answer = await post(url);
      expect(answer).toMatchObject({ statusCode: null, error: 'No answer within 5 seconds.' });
      expect(answer.latencyMs).toBeGreaterThanOrEqual(webhookTimeoutMs - 50);
      expect(answer.latencyMs).toBeLessThan(webhookTimeoutMs + 2000);
    },
    webhookTimeoutMs + 5000,
  );

  test('a receiver that sends headers and then stalls is cut off at 5 seconds too', async () => {
    const url = await serve((_, response) => response.writeHead(200).write('partial'));
    const answer = await post(url);
    expect(answer.latencyMs).toBeLessThan(webhookTimeoutMs + 2000);
    expect(answer).toMatchObject({ statusCode: 200, responseExcerpt: 'partial' });
  }, 10_000);

  test('refuses a loopback receiver without WEBHOOK_ALLOW_PRIVATE, by name or by address, sending nothing', async () => {
    let reached = false;
    const url = await serve((_, response) => {
      reached = true;
      response.end();
    });
    const { port } = new URL(url);
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
      const answer = await post(`http://${host}:${port}/`, { allowPrivateAddresses: false });
      expect(answer).toMatchObject({
        statusCode: null,
        error: expect.stringContaining('loopback addresses'),
      });
    }
    expect(reached).toBe(false);
  });

  test('a closed port is a connection error, not a crash', async () => {
    const url = await serve(() => {});
    for (const close of closers.splice(0)) close();
    expect(await post(url)).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/connection failed/),
    });
  });
});
