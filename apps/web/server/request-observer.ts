// Gives each request its id (X-Request-Id, on the request for the route handlers and on the answer
// for the visitor and the proxy), and when it ends, logs it and counts its duration by route pattern.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@verso/services/observability/logger';
import { metrics } from '@verso/services/observability/metrics';
import { requestIdFor, requestIdHeader } from '@verso/services/observability/requestId';
import type { RequestHandler } from './front-cache-handler';

export function observeRequests(
  patternOf: (pathname: string) => string,
  trustProxy: boolean,
  next: RequestHandler,
): RequestHandler {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const requestId = requestIdFor(req.headers, trustProxy);
    // Overwrites whatever the client sent: route handlers read the id from here.
    req.headers[requestIdHeader] = requestId;
    res.setHeader(requestIdHeader, requestId);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = patternOf((req.url ?? '/').split('?')[0] ?? '/');
      const status = res.writableFinished ? res.statusCode : 499;
      metrics().httpRequestSeconds.observe({ method: req.method ?? 'GET', route, status }, seconds);
      logger().info(
        { requestId, method: req.method, route, status, ms: Math.round(seconds * 1000) },
        'request',
      );
    });
    return next(req, res);
  };
}
