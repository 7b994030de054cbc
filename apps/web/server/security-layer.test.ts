// The front server's security layer over a stand-in for Next that writes its scripts with the nonce it
// is asked for (as Next does from the request's Content-Security-Policy header).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontCache } from './front-cache';
import { frontCacheHandler } from './front-cache-handler';
import { securityLayer } from './security-layer';

const shareable = 's-maxage=300, stale-while-revalidate=31535700';

function requestedNonce(req: IncomingMessage): string {
  return /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1] ?? 'none';
}

/** A page as Next streams it: the nonce in several places, one of them cut across two writes. */
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const nonce = requestedNonce(req);
  if (req.url === '/404') {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html');
    res.setHeader('x-nextjs-prerender', '1');
    res.end(`<script src="/app.js" async=""></script><script>self.built=1</script><p>Not found</p>`);
    return;
  }
  if (req.url === '/app.js') {
    res.writeHead(200, { 'content-type': 'application/javascript', etag: '"js"' });
    res.end(`/* ${nonce} */${' '.repeat(2000)}`);
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', shareable);
  res.setHeader('etag', '"page"');
  const html = `<script nonce="${nonce}">a()</script>${'<p>text</p>'.repeat(200)}<script nonce="${nonce}">b()</script>`;
  const cut = html.lastIndexOf(nonce) + 5;
  res.write(html.slice(0, cut));
  await new Promise((resolve) => setTimeout(resolve, 10));
  res.end(html.slice(cut));
}

const headersFor = (nonce: string) => ({
  'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
  'x-content-type-options': 'nosniff',
});

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(): Promise<string> {
  const handler = frontCacheHandler(new FrontCache(), securityLayer(headersFor, fakeNext));
  const listening = createServer((req, res) => void handler(req, res));
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

async function page(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const policy = response.headers.get('content-security-policy') ?? '';
  const html = await response.text();
  return {
    nonce: /'nonce-([^']+)'/.exec(policy)?.[1],
    pageNonces: [...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))],
    response,
  };
}

describe('securityLayer', () => {
  it("puts the header's nonce on every script of the page, compressed, without an ETag", async () => {
    const base = await serve();
    const first = await page(`${base}/pricing`);
    expect(first.nonce).toMatch(/^[\w-]{22}$/);
    expect(first.pageNonces).toEqual([first.nonce]);
    expect(first.response.headers.get('content-encoding')).toBe('gzip');
    expect(first.response.headers.get('etag')).toBeNull();
    expect(first.response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('replays a cached page with the nonce it was sent with; a new render gets a new one', async () => {
    const base = await serve();
    const first = await page(`${base}/pricing`);
    const replay = await page(`${base}/pricing`);
    expect(replay.response.headers.get('x-verso-cache')).toBe('HIT');
    expect(replay.nonce).toBe(first.nonce);
    expect(replay.pageNonces).toEqual([first.nonce]);
    const other = await page(`${base}/other`);
    expect(other.nonce).not.toBe(first.nonce);
    expect(other.pageNonces).toEqual([other.nonce]);
  });

  it('leaves answers other than pages and RSC payloads as they were; a page never shows the nonce Next was asked for', async () => {
    const base = await serve();
    const script = await fetch(`${base}/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    const body = await script.text();
    const asked = /\/\* (\S+) \*\//.exec(body)?.[1];
    expect(asked).toMatch(/^[\w-]{22}$/);
    expect(script.headers.get('etag')).toBe('"js"');
    const html = await page(`${base}/pricing`);
    expect(html.pageNonces).not.toContain(asked);
  });

  it("replaces a nonce a client puts in the request's policy header", async () => {
    const base = await serve();
    const response = await fetch(`${base}/app.js`, {
      headers: { 'content-security-policy': "script-src 'nonce-chosen'" },
    });
    expect(await response.text()).not.toContain('chosen');
  });

  it('allows the inline scripts of a page prerendered at build time (no nonce) by their hash', async () => {
    const base = await serve();
    const response = await fetch(`${base}/404`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update('self.built=1').digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
    const page = await fetch(`${base}/pricing`);
    expect(page.headers.get('content-security-policy')).not.toContain('sha256');
  });
});
