// Records the answer Next writes to a live response (status, headers, body as sent, compressed when Next
// compressed it) while it streams to the client unchanged, so the front cache can replay it.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CachedAnswer } from './front-cache';

/** Headers about one connection or one moment, which a replay sets afresh. */
const perResponseHeaders = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'];

/** Decides, once the headers are final, for how long the answer may be kept (undefined: not at all). */
export type KeepDecision = (statusCode: number, headers: OutgoingHttpHeaders) => number | undefined;

type Chunk = string | Uint8Array;
type Done = (answer: CachedAnswer | undefined, ttlMs?: number) => void;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  // A copy: the writer may reuse its buffer once written.
  return Buffer.from(chunk);
}

function replayableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const copy: OutgoingHttpHeaders = { ...headers };
  for (const name of perResponseHeaders) delete copy[name];
  return copy;
}

/**
 * Watches `res` until it finishes and calls `done` once: with the answer and how long to keep it, or with
 * undefined when it is not kept (not shareable, too big, or the client left before the end).
 */
export function captureAnswer(
  res: ServerResponse,
  keepFor: KeepDecision,
  maxBodyBytes: number,
  done: Done,
): void {
  let decided = false;
  let ttlMs: number | undefined;
  let headers: OutgoingHttpHeaders = {};
  const chunks: Buffer[] = [];
  let bodyBytes = 0;

  const decideOnce = () => {
    if (decided) return;
    decided = true;
    headers = replayableHeaders(res.getHeaders());
    ttlMs = keepFor(res.statusCode, headers);
  };
  const record = (chunk: Chunk | undefined, encoding: unknown) => {
    decideOnce();
    if (ttlMs === undefined || chunk === undefined || typeof chunk === 'function') return;
    const buffer = toBuffer(chunk, encoding);
    bodyBytes += buffer.length;
    if (bodyBytes > maxBodyBytes) {
      ttlMs = undefined;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };

  const writeHead = res.writeHead;
  // Headers passed to writeHead never show in getHeaders(): set them first, so the decision sees them.
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headerArgument = rest.find((argument) => typeof argument === 'object' && argument !== null);
    if (Array.isArray(headerArgument)) {
      decided = true; // raw header pairs: not worth parsing, the answer is simply not kept
    } else if (headerArgument) {
      for (const [name, value] of Object.entries(headerArgument)) {
        if (value !== undefined) this.setHeader(name, value as string | number | readonly string[]);
      }
    }
    // Object headers are set above; raw pairs and the status message go on as given.
    const forwarded = Array.isArray(headerArgument) ? rest : rest.filter((a) => typeof a === 'string');
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...forwarded);
  } as ServerResponse['writeHead'];

  const write = res.write;
  res.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];

  const end = res.end;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    record(typeof chunk === 'function' ? undefined : (chunk as Chunk | undefined), encoding);
    return (end as (...endArgs: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];

  let settled = false;
  const settle = (answer: CachedAnswer | undefined, keep?: number) => {
    if (settled) return;
    settled = true;
    done(answer, keep);
  };
  res.once('finish', () => {
    if (ttlMs === undefined) return settle(undefined);
    settle({ statusCode: res.statusCode, headers, body: Buffer.concat(chunks) }, ttlMs);
  });
  res.once('close', () => settle(undefined));
}
