// Sets the security headers on every answer (security-headers.ts) and gives each page its own script
// nonce, in front of Next and behind the front cache.
//
// Why here and not with Next's own nonce support: Next writes a nonce on its scripts only while it renders,
// but the pages are rendered once and then served from Next's page cache (ISR) and from the front cache,
// both of which would replay one visitor's nonce to everyone without the header to match. So Next is
// asked to render every page with a placeholder nonce (a secret drawn when the process starts, never sent
// out), and this layer puts a fresh nonce in its place, in the Content-Security-Policy header and in the
// HTML or RSC payload as it streams out. The front cache keeps that answer, nonce included, for its few
// seconds: the nonce was drawn after the answer's markup was fixed, so nobody who reads it can have put it
// in that markup, and every other answer gets its own. That is as strict as allowing the answer's scripts
// by hash (CSP's way for cached pages), and a replay costs nothing more than before.
//
// The placeholder must be replaced before the answer is compressed, so compression moved here from
// Next's router (next.config.ts: compress: false), with the same middleware Next used.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { type ChunkRewriter, tokenReplacer } from './body-replacer';
import type { RequestHandler } from './front-cache-handler';
import { isPrerendered, policyForPrerenderedPage } from './prerendered-page';

/** 128 random bits, in the characters a CSP nonce and Next's nonce parser accept. */
const newNonce = () => randomBytes(16).toString('base64url');

/** Answers Next may have written the placeholder into: pages and the App Router's RSC payloads. */
function carriesNonce(contentType: ReturnType<ServerResponse['getHeader']>): boolean {
  return /^text\/(?:html|x-component)\b/i.test(String(contentType ?? ''));
}

export function securityLayer(
  headersFor: (nonce: string) => Record<string, string>,
  next: RequestHandler,
): RequestHandler {
  const placeholder = newNonce();
  const compress = compression();
  return (req, res) => {
    const nonce = newNonce();
    // Next reads the nonce to write from this request header; whatever a client sent is replaced.
    req.headers['content-security-policy'] = `script-src 'nonce-${placeholder}'`;
    delete req.headers['content-security-policy-report-only'];
    for (const [name, value] of Object.entries(headersFor(nonce))) res.setHeader(name, value);
    compress(req, res, () => {});
    // A client that leaves early would leave the zlib stream open for ever (as Next's router does).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    replacePlaceholder(res, placeholder, nonce);
    return next(req, res);
  };
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk !== 'string') return Buffer.from(chunk);
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Puts `nonce` in place of `placeholder` in a page's body. Its ETag goes: it named the placeholder's
 * body, and a 304 would pair the browser's stored page (old nonce) with this answer's header (new one).
 */
function replacePlaceholder(res: ServerResponse, placeholder: string, nonce: string) {
  let rewrite: ChunkRewriter | undefined;
  let decided = false;
  const decide = () => {
    if (decided || res.headersSent) return;
    decided = true;
    if (!carriesNonce(res.getHeader('content-type'))) return;
    res.removeHeader('etag');
    rewrite = tokenReplacer(placeholder, nonce);
  };

  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headerArgument = rest.find((argument) => typeof argument === 'object' && argument !== null);
    if (headerArgument && !Array.isArray(headerArgument)) {
      for (const [name, value] of Object.entries(headerArgument)) {
        if (value !== undefined) this.setHeader(name, value as string | number | readonly string[]);
      }
    }
    decide();
    const forwarded =
      headerArgument && !Array.isArray(headerArgument) ? rest.filter((a) => a !== headerArgument) : rest;
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...forwarded);
  } as ServerResponse['writeHead'];

  const write = res.write;
  res.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    decide();
    if (!rewrite) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const callbacks = rest.filter((argument) => typeof argument === 'function') as Callback[];
    return (write as (...args: unknown[]) => boolean).call(
      this,
      rewrite(toBuffer(chunk, rest[0]), false),
      ...callbacks,
    );
  } as ServerResponse['write'];

  const end = res.end;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    decide();
    if (!rewrite) return (end as (...endArgs: unknown[]) => ServerResponse).apply(this, args);
    const [chunk, encoding] = args;
    const body =
      typeof chunk === 'function' || chunk == null ? Buffer.alloc(0) : toBuffer(chunk as Chunk, encoding);
    // A whole page in one piece, headers not yet sent: the only way Next sends its prerendered pages.
    if (!res.headersSent && isPrerendered(res.getHeaders()) && !body.includes(placeholder)) {
      const policy = String(res.getHeader('content-security-policy') ?? '');
      res.setHeader('content-security-policy', policyForPrerenderedPage(policy, body.toString()));
    }
    const callbacks = args.filter((argument) => typeof argument === 'function') as Callback[];
    return (end as (...endArgs: unknown[]) => ServerResponse).call(this, rewrite(body, true), ...callbacks);
  } as ServerResponse['end'];
}
