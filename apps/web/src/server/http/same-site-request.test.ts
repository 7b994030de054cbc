// What another site can make a visitor's browser send is refused; the site's own calls and clients
// without a browser go through.
import { describe, expect, it } from 'vitest';
import { crossSiteRefusal } from './same-site-request';

const site = { publicUrl: 'https://verso.example', trustProxy: false };

function post(headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1:3000/api/user/update', { method: 'POST', headers, body: '{}' });
}

describe('crossSiteRefusal', () => {
  it("lets the site's own JSON call through", () => {
    const request = post({ origin: 'https://verso.example', 'content-type': 'application/json' });
    expect(crossSiteRefusal(request, site, 'json')).toBeUndefined();
  });

  it('lets a client without a browser (no Origin) through', () => {
    expect(crossSiteRefusal(post({ 'content-type': 'application/json; charset=utf-8' }), site, 'json')).toBe(
      undefined,
    );
  });

  it('refuses a request from another origin with 403', () => {
    const request = post({ origin: 'https://evil.example', 'content-type': 'application/json' });
    expect(crossSiteRefusal(request, site, 'json')?.status).toBe(403);
  });

  it('refuses a sandboxed page or a redirect (Origin: null)', () => {
    const request = post({ origin: 'null', 'content-type': 'application/json' });
    expect(crossSiteRefusal(request, site, 'json')?.status).toBe(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body where JSON is read, with 415',
    (contentType) => {
      expect(crossSiteRefusal(post({ 'content-type': contentType }), site, 'json')?.status).toBe(415);
    },
  );

  it('takes a multipart upload where the route reads one', () => {
    const request = post({
      origin: 'https://verso.example',
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(crossSiteRefusal(request, site, 'multipart')).toBeUndefined();
    expect(crossSiteRefusal(post({ 'content-type': 'text/plain' }), site, 'multipart')?.status).toBe(415);
  });

  it('believes X-Forwarded-Host/Proto only behind a trusted proxy', () => {
    const forwarded = {
      origin: 'https://docs.example',
      'content-type': 'application/json',
      'x-forwarded-host': 'docs.example, internal:3000',
      'x-forwarded-proto': 'https',
    };
    expect(crossSiteRefusal(post(forwarded), site, 'json')?.status).toBe(403);
    expect(crossSiteRefusal(post(forwarded), { ...site, trustProxy: true }, 'json')).toBeUndefined();
  });
});
