// What a hostile visitor meets on the running site (our server in front of Next): an endless upload is
// answered 413 and no longer read, and rewriting X-Forwarded-For does not make a new visitor.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { errorReportsPerClientPerHour } from '@verso/services/errorReports';
import { sitePort } from './support/environment';
import { visitorAddress } from './support/visitor';

/** Sends a chunked body that never ends; resolves with the answer's status and what was sent until 2 s after it. */
function sendEndlessBody(path: string): Promise<{ status: number | undefined; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: sitePort,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        setTimeout(() => {
          resolve({ status: response.statusCode, sentBytes });
          request.destroy();
        }, 2000);
      },
    );
    request.on('error', reject);
    const pump = () => {
      while (!request.destroyed) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

test('an endless error report is answered 413 and the site stops reading it', async () => {
  const { status, sentBytes } = await sendEndlessBody('/api/logError');
  expect(status).toBe(413);
  // A site reading on would take hundreds of megabytes in those seconds; the sockets' buffers hold a few.
  expect(sentBytes).toBeLessThan(32 * 1024 * 1024);
});

test('forged addresses written before the proxy’s own do not make a visitor someone new', async ({
  request,
}) => {
  // The e2e sites run as behind a proxy (TRUST_PROXY=on): the right-most address is the one the proxy saw.
  const statuses: number[] = [];
  for (let i = 0; i <= errorReportsPerClientPerHour; i++) {
    const response = await request.post('/api/logError', {
      headers: { 'x-forwarded-for': `${visitorAddress(100 + (i % 100))}, ${visitorAddress(90)}` },
      data: { message: `report ${i} from one visitor` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
