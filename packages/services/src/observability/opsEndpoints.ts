// /healthz, /readyz and /metrics for the site's server and `npm run worker`: no session, no page
// rendering, and never cached (the site answers them before its front cache).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@verso/db';
import { metricsContentType } from './metrics';
import { type MetricsAccessSettings, mayReadMetrics } from './metricsAccess';
import type { Readiness } from './readiness';
import { scrapeMetrics } from './scrape';

export interface OpsTarget {
  db: Database;
  readiness(): Promise<Readiness>;
}

export interface OpsEndpointOptions extends MetricsAccessSettings {
  /** The services, once they are up; a process still starting is alive but not ready. */
  target(): Promise<OpsTarget>;
}

export const opsPaths = new Set(['/healthz', '/readyz', '/metrics']);

/** Answers an ops request and says true, or says false for any other request. */
export function opsEndpoints(options: OpsEndpointOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!opsPaths.has(path)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'application/json', JSON.stringify({ error: 'method not allowed' }));
      return true;
    }
    if (path === '/healthz') sendJson(res, 200, { status: 'alive' });
    else if (path === '/readyz') await answerReadiness(res, options);
    else await answerMetrics(req, res, options);
    return true;
  };
}

async function answerReadiness(res: ServerResponse, options: OpsEndpointOptions) {
  try {
    const readiness = await (await options.target()).readiness();
    sendJson(res, readiness.ready ? 200 : 503, {
      status: readiness.ready ? 'ready' : 'not ready',
      checks: readiness.checks,
    });
  } catch (error) {
    sendJson(res, 503, {
      status: 'not ready',
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

async function answerMetrics(req: IncomingMessage, res: ServerResponse, options: OpsEndpointOptions) {
  if (!mayReadMetrics(req, options)) {
    res.setHeader('www-authenticate', 'Bearer');
    sendJson(res, 401, { error: 'metrics need the METRICS_TOKEN bearer token, or a local client' });
    return;
  }
  try {
    send(res, 200, metricsContentType(), await scrapeMetrics((await options.target()).db));
  } catch (error) {
    sendJson(res, 503, { error: error instanceof Error ? error.message : String(error) });
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  send(res, status, 'application/json', JSON.stringify(body));
}

function send(res: ServerResponse, status: number, contentType: string, body: string) {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}
