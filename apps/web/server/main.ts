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
// Modules, not the services' index: that loads the whole application, which waits for NODE_ENV below.
import { closeServer } from '@verso/services/lifecycle/closeServer';
import { stopOnSignals } from '@verso/services/lifecycle/stopOnSignals';
import { configureLogger } from '@verso/services/observability/logger';
import { opsEndpoints, opsPaths } from '@verso/services/observability/opsEndpoints';
import { claimCurrentBuild, releaseBuild } from '../../../scripts/lib/web-builds.mjs';
import { stampSocketAddress } from '../src/server/http/client-ip';
import { securityHeaders } from '../src/server/security/security-headers';
import { apiV1Handler, isApiV1Request } from './api-v1-route';
import { FrontCache } from './front-cache';
import { frontCacheHandler } from './front-cache-handler';
import { observeRequests } from './request-observer';
import { builtRoutePatterns } from './route-patterns';
import { securityLayer } from './security-layer';
import { serverProcessCount } from './server-processes';

const webDir = path.resolve(import.meta.dirname, '..');
const config = loadConfig();
const port = config.port;
const log = configureLogger(config);

/**
 * The build this server runs, for as long as it runs: chosen once by the first process (its server
 * processes inherit it) and registered, so that a rebuild for changed sources neither rewrites nor removes
 * it (scripts/lib/web-builds.mjs).
 */
function takeBuild(): void {
  const distDir = claimCurrentBuild(webDir);
  if (!distDir) {
    console.error('There is no site build: run `node scripts/build-web.mjs` (`npm start` does).');
    process.exit(1);
  }
  process.on('exit', () => releaseBuild(webDir));
  process.env.VERSO_DIST_DIR = distDir;
}

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
  const cached = frontCacheHandler(new FrontCache(), secured);
  const apiV1 = securityLayer((nonce) => securityHeaders(config, nonce), apiV1Handler(processServices));
  // Health, readiness and metrics are answered before the front cache, which must never keep them.
  const ops = opsEndpoints({ ...config, target: processServices });
  const nextPatterns = builtRoutePatterns(path.join(webDir, process.env.VERSO_DIST_DIR ?? '.next'));
  const patternOf = (pathname: string) => (opsPaths.has(pathname) ? pathname : nextPatterns(pathname));
  const handler = observeRequests(patternOf, config.trustProxy, async (req, res) => {
    if (await ops(req, res)) return;
    await (isApiV1Request(req) ? apiV1(req, res) : cached(req, res));
  });
  // The socket's peer, for per-visitor limits; not part of the front cache's key (no page depends on it).
  const server = createServer((req, res) => {
    stampSocketAddress(req);
    return handler(req, res);
  });
  server.listen(port, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1)
      log.info({ port }, `Verso is serving on http://localhost:${port}`);
  });
  stopOnSignals(() => stopServing(server), log);
}

/**
 * A deploy's stop: new connections are refused at once, requests in flight and the runner's jobs
 * share SHUTDOWN_GRACE_SECONDS, and jobs still running after it go back to the queue.
 */
async function stopServing(server: ReturnType<typeof createServer>): Promise<void> {
  const deadline = Date.now() + config.shutdownGraceMs;
  await closeServer(server, config.shutdownGraceMs);
  const services = await processServices();
  await services.close(Math.max(0, deadline - Date.now()));
}

/**
 * The services Next's instrumentation started in this process (getServices keeps one per process). The
 * module is imported once: an import() on every API call went through the module loader's hooks each time.
 */
let servicesModule: Promise<typeof import('@verso/services')> | undefined;
const processServices = async () => {
  servicesModule ??= import('@verso/services');
  return (await servicesModule).getServices();
};

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
  takeBuild();
  const { count, warning } = serverProcessCount(config);
  if (warning) console.warn(warning);
  if (count > 1) superviseWorkers(count);
  else await serve();
} else {
  await serve();
}
