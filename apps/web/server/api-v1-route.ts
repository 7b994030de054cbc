// API v1 answered by this server before the front cache and Next: its handler is a plain
// Request → Response function (src/server/apiV1/router.ts), and going through Next's router cost more
// than the rest of a short translateTexts call (bench/api-speed.ts). The Next route (app/api/v1) stays,
// for `next dev` and for any host that runs Next on its own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Services } from '@verso/services';
import { handleApiV1 } from '../src/server/apiV1/router';

const prefix = '/api/v1/';

/** Aborted when the client goes away before its answer is written: the work for it stops. */
function clientGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('The client closed the connection.'));
  });
  return controller.signal;
}

function webRequest(req: IncomingMessage, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // A streamed body (an upload) is read as it arrives, not buffered first.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue; // written below, each cookie its own header
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    // Sent whole with its length, so the compression in front (threshold 1 KB) leaves a short answer as it
    // is: a gzip stream for each translateTexts answer cost more than the rest of writing it.
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader('content-length', body.length);
    res.end(body);
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  await new Promise<void>((resolve, reject) => {
    body.on('error', reject);
    res.on('close', resolve);
    body.pipe(res);
  });
}

/** True for a request API v1 answers. */
export const isApiV1Request = (req: IncomingMessage) => req.url?.startsWith(prefix) ?? false;

/** Answers an API v1 request; a failure past the handler's own error answers ends the connection. */
export function apiV1Handler(services: () => Promise<Services>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const path = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
    try {
      await sendResponse(
        await handleApiV1(webRequest(req, url, clientGone(res)), path, await services()),
        res,
      );
    } catch (error) {
      console.error('API v1 could not answer', req.method, url.pathname, error);
      if (res.headersSent) {
        res.destroy(); // the answer was cut short: the client must not take it as whole
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'The server could not answer.' }));
    }
  };
}
