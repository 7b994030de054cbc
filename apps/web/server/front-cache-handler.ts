// The request handler in front of Next's: answers repeated page requests from the front cache, asks Next
// once per key for the rest (others wait for that render), and passes everything else straight through.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdHeader } from '@verso/services/observability/requestId';
import { captureAnswer } from './answer-capture';
import { frontCacheKey } from './cache-key';
import type { CachedAnswer, FrontCache } from './front-cache';
import { defaultFrontCacheTtlMs, shareableForMs } from './shareable-response';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Marks answers, so people and tests can tell: HIT (from memory) or MISS (rendered by Next, kept). */
export const cacheStatusHeader = 'x-verso-cache';

/**
 * An answer's headers as the flat name/value list writeHead takes, built once per answer: a replay then
 * costs Node no header object to copy or validate, which is most of a hit's work besides the body.
 */
const replayHeads = new WeakMap<CachedAnswer, string[]>();

function replayHead(answer: CachedAnswer): string[] {
  let head = replayHeads.get(answer);
  if (head) return head;
  head = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    // The stored answer says MISS: it was the render; its request id was the render's request's.
    if (value === undefined || name === cacheStatusHeader || name === requestIdHeader) continue;
    for (const item of Array.isArray(value) ? value : [value]) head.push(name, String(item));
  }
  head.push(cacheStatusHeader, 'HIT', 'content-length', String(answer.body.length));
  replayHeads.set(answer, head);
  return head;
}

function replay(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const etag = answer.headers.etag;
  if (etag !== undefined && req.headers['if-none-match'] === etag) {
    res.writeHead(304, {
      etag,
      'cache-control': answer.headers['cache-control'] ?? '',
      [cacheStatusHeader]: 'HIT',
    });
    res.end();
    return;
  }
  res.writeHead(answer.statusCode, replayHead(answer));
  // HEAD shares GET's answer (same headers, no body), as HTTP defines it.
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

async function renderAndKeep(
  cache: FrontCache,
  key: string,
  next: RequestHandler,
  req: IncomingMessage,
  res: ServerResponse,
  ttlMs: number,
): Promise<void> {
  const finish = cache.begin(key);
  res.setHeader(cacheStatusHeader, 'MISS');
  const keepFor = (statusCode: number, headers: Parameters<typeof shareableForMs>[1]) =>
    shareableForMs(statusCode, headers, ttlMs);
  // One answer may take at most an eighth of the cache, so one huge page cannot empty it.
  captureAnswer(res, keepFor, Math.floor(cache.maxBytes / 8), finish);
  await next(req, res);
}

export function frontCacheHandler(
  cache: FrontCache,
  next: RequestHandler,
  ttlMs: number = defaultFrontCacheTtlMs,
): RequestHandler {
  return async (req, res) => {
    // HEAD is answered from GET's answer; only a GET renders one to keep.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const key = frontCacheKey({ method, url: req.url, headers: req.headers });
    if (key === undefined) return next(req, res);
    const cached = cache.get(key);
    if (cached) return replay(req, res, cached);
    const inFlight = cache.inFlight(key);
    if (inFlight) {
      const answer = await inFlight;
      return answer ? replay(req, res, answer) : next(req, res);
    }
    if (req.method !== 'GET') return next(req, res);
    return renderAndKeep(cache, key, next, req, res, ttlMs);
  };
}
