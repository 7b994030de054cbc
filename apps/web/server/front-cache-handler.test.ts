import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontCache } from './front-cache';
import { frontCacheHandler } from './front-cache-handler';

const shareable = 's-maxage=300, stale-while-revalidate=31535700';

/** Stands in for Next: renders slowly, counting its renders, with the Cache-Control the test asks for. */
function fakeNext(cacheControl: string, useWriteHead = false) {
  const site = { renders: 0 };
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    site.renders++;
    const render = site.renders;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const headers = { 'cache-control': cacheControl, 'content-type': 'text/html', etag: `"r${render}"` };
    if (useWriteHead) res.writeHead(200, headers);
    else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.write(`<p>render ${render} of ${req.url}`);
    res.end('</p>');
  };
  return { site, handler };
}

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<string> {
  const listening = createServer((req, res) => void handler(req, res));
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return {
    status: response.status,
    cache: response.headers.get('x-verso-cache'),
    text: await response.text(),
  };
}

describe('frontCacheHandler', () => {
  it('answers a burst of identical requests with one render, and later ones from memory', async () => {
    const { site, handler } = fakeNext(shareable);
    const base = await serve(frontCacheHandler(new FrontCache(), handler));
    const burst = await Promise.all([1, 2, 3, 4].map(() => get(`${base}/pricing`)));
    expect(site.renders).toBe(1);
    expect(new Set(burst.map((answer) => answer.text))).toEqual(new Set(['<p>render 1 of /pricing</p>']));
    const later = await get(`${base}/pricing`);
    expect(later).toEqual({ status: 200, cache: 'HIT', text: '<p>render 1 of /pricing</p>' });
    expect(site.renders).toBe(1);
  });

  it('keeps headers Next passes to writeHead, and answers HEAD from the GET answer', async () => {
    const { site, handler } = fakeNext(shareable, true);
    const base = await serve(frontCacheHandler(new FrontCache(), handler));
    expect((await get(`${base}/`)).cache).toBe('MISS');
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.headers.get('x-verso-cache')).toBe('HIT');
    expect(head.headers.get('cache-control')).toBe(shareable);
    expect(head.headers.get('content-length')).toBe(String('<p>render 1 of /</p>'.length));
    const revalidation = await fetch(`${base}/`, { headers: { 'if-none-match': '"r1"' } });
    expect(revalidation.status).toBe(304);
    expect(site.renders).toBe(1);
  });

  it('asks Next again once the time to keep has run out', async () => {
    const { site, handler } = fakeNext(shareable);
    const base = await serve(frontCacheHandler(new FrontCache(), handler, 100));
    await get(`${base}/pricing`);
    expect((await get(`${base}/pricing`)).cache).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await get(`${base}/pricing`)).toMatchObject({
      cache: 'MISS',
      text: '<p>render 2 of /pricing</p>',
    });
    expect(site.renders).toBe(2);
  });

  it('renders every time what Next does not declare shareable', async () => {
    const { site, handler } = fakeNext('private, no-cache, no-store, max-age=0, must-revalidate');
    const base = await serve(frontCacheHandler(new FrontCache(), handler));
    await Promise.all([get(`${base}/account`), get(`${base}/account`)]);
    expect((await get(`${base}/account`)).text).toBe('<p>render 3 of /account</p>');
    expect(site.renders).toBe(3);
  });

  it("never shares a signed-in person's or an API request's answer", async () => {
    const { site, handler } = fakeNext(shareable);
    const base = await serve(frontCacheHandler(new FrontCache(), handler));
    const signedIn = { headers: { cookie: 'authjs.session-token=secret' } };
    await get(`${base}/pricing`, signedIn);
    expect((await get(`${base}/pricing`, signedIn)).cache).toBeNull();
    await get(`${base}/api/health`);
    expect((await get(`${base}/api/health`)).text).toBe('<p>render 4 of /api/health</p>');
    expect(site.renders).toBe(4);
  });
});
