// A developer's webhook endpoint, for the tests: a local HTTP server that records every delivery,
// checks its signature the way the README tells receivers to, and answers with the statuses it is told
// to (in turn; the last one repeats).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** The README's verification: HMAC-SHA256 of "<t>.<raw body>", compared in constant time, t recent. */
export function verifyWebhook(secret: string, signature: string | undefined, body: string, toleranceS = 300) {
  const parts = Object.fromEntries((signature ?? '').split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `answerWhen(n)`, when given, is awaited before the n-th delivery (from 1) is answered: a test holds a
 * delivery open to see what happens while it is under way.
 */
export async function startWebhookReceiver(
  statuses: number[] = [200],
  port = 0,
  answerWhen?: (delivery: number) => Promise<void>,
) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      const delivery = received.length;
      await answerWhen?.(delivery);
      const status = statuses[Math.min(delivery, statuses.length) - 1] ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'thanks' : `receiver answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/hooks/verso`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
