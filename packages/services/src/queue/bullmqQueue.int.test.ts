// Redis out of reach must not end the process: the queue reports it and keeps retrying.
import { createServer, type Server } from 'node:net';
import { afterEach, expect, test, vi } from 'vitest';
import { bullmqQueue } from './bullmqQueue';

let refusing: Server | undefined;
afterEach(() => refusing?.close());

test('a queue whose Redis drops every connection logs it and can still be closed', async () => {
  // A "Redis" that hangs up on every connection, as one restarting does.
  refusing = createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
  await new Promise((resolve) => refusing?.once('listening', resolve));
  const address = refusing.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const queue = bullmqQueue({} as never, {
      redisUrl: `redis://127.0.0.1:${port}`,
      concurrency: 1,
      leaseMs: 1000,
      prefix: 'verso-test-refused',
    });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('[queue]', expect.any(Error)), {
      timeout: 5000,
    });
    await queue.close();
  } finally {
    logged.mockRestore();
  }
});
