// The production server (`npm start`, the e2e sites, bench/site-speed.ts): Next's request handler behind
// the front cache (front-cache-handler.ts), in one process or, when the operator asks and the database
// allows it, several (server-processes.ts).
//
// In-process rather than a proxy in front of `next start`: a custom server runs the same router as
// `next start` (next() → getRequestHandlers), a cache hit costs no second socket or process, a miss no
// extra hop, and there is one process to supervise per server instead of two.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { loadConfig } from '@verso/services/config';
import { stampSocketAddress } from '../src/server/http/client-ip';
import { securityHeaders } from '../src/server/security/security-headers';
import { FrontCache } from './front-cache';
import { frontCacheHandler } from './front-cache-handler';
import { securityLayer } from './security-layer';
import { serverProcessCount } from './server-processes';

const webDir = path.resolve(import.meta.dirname, '..');
const config = loadConfig();
const port = config.port;

async function serve(): Promise<void> {
  // Before Next and React load: they pick their production builds from it.
  Object.assign(process.env, { NODE_ENV: 'production' });
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: webDir, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The security layer sits behind the front cache: a cached answer keeps the nonce its page was sent with.
  const secured = securityLayer(
    (nonce) => securityHeaders(config, nonce),
    (req, res) => handle(req, res),
  );
  const handler = frontCacheHandler(new FrontCache(), secured);
  // The socket's peer, for per-visitor limits; not part of the front cache's key (no page depends on it).
  const server = createServer((req, res) => {
    stampSocketAddress(req);
    return handler(req, res);
  });
  server.listen(port, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1)
      console.log(`Verso is serving on http://localhost:${port}`);
  });
}

/** A process that stops sooner than this after its start could not start: replacing it would loop. */
const startupMs = 60_000;

/** Forks the server processes; one that dies later is replaced, one that cannot start stops them all. */
function superviseWorkers(count: number): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (Date.now() - (startedAt.get(worker.id) ?? 0) < startupMs) {
      console.error(`A server process could not start (exit ${code ?? signal}); stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(code || 1);
    }
    console.error(`A server process stopped (exit ${code ?? signal}); starting another.`);
    fork();
  });
  for (const stopSignal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(stopSignal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(stopSignal);
    });
  }
  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary) {
  const { count, warning } = serverProcessCount(config);
  if (warning) console.warn(warning);
  if (count > 1) superviseWorkers(count);
  else await serve();
} else {
  await serve();
}
