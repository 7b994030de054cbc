// Stops an HTTP server the way a rolling deploy needs: no new connections, requests in flight
// finish, and whatever is still open after the grace period is cut.
import type { Server } from 'node:http';

export async function closeServer(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections between requests would hold close() open for their whole timeout.
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  if ((await Promise.race([closed, late])) === 'late') server.closeAllConnections();
  clearTimeout(timer);
  await closed;
}
