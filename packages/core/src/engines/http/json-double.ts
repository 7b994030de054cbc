// Plumbing shared by the test doubles of remote services: a JSON HTTP server on 127.0.0.1 at a free
// port that records every request and answers as the double's handler says, or never ("hang").
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface DoubleReply {
  status: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, for answers that are not JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export type DoubleHandler = (request: DoubleRequest) => DoubleReply | 'hang';

export interface RunningDouble {
  url: string;
  requests: DoubleRequest[];
  close(): Promise<void>;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export async function startJsonDouble(handle: DoubleHandler): Promise<RunningDouble> {
  const requests: DoubleRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    let text = '';
    for await (const chunk of incoming) text += chunk;
    const request = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
      body: parseBody(text),
    };
    requests.push(request);
    const reply = handle(request);
    if (reply === 'hang') return;
    const isJson = reply.json !== undefined;
    outgoing.writeHead(reply.status, {
      'content-type': isJson ? 'application/json' : 'text/html',
      ...reply.headers,
    });
    outgoing.end(isJson ? JSON.stringify(reply.json) : (reply.text ?? ''));
  });
  return { ...(await listenLocally(server)), requests };
}

/** Starts `server` on 127.0.0.1 at a free port; `close` ends open connections too. */
export async function listenLocally(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
