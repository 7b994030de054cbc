// Absolute addresses come from PUBLIC_URL; forwarded headers count only behind a proxy the operator trusts.
import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-url';

const publicUrl = 'https://docs.example.org';
const forged = new Headers({
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
});

describe('site URLs', () => {
  it('start at PUBLIC_URL, whatever path it was written with', () => {
    expect(siteOrigin({ publicUrl: 'https://docs.example.org/verso/', trustProxy: false })).toBe(
      'https://docs.example.org',
    );
    expect(siteOrigin({ publicUrl: 'http://verso.test:3408/', trustProxy: false })).toBe(
      'http://verso.test:3408',
    );
  });

  it('ignore Host and X-Forwarded-* without TRUST_PROXY', () => {
    expect(siteOrigin({ publicUrl, trustProxy: false }, forged)).toBe('https://docs.example.org');
  });

  it('follow the trusted proxy’s X-Forwarded-Host and X-Forwarded-Proto with TRUST_PROXY', () => {
    const config = { publicUrl, trustProxy: true };
    expect(siteOrigin(config, forged)).toBe('http://evil.example');
    const proxied = new Headers({
      'x-forwarded-host': 'mirror.example.org:8443, inner',
      'x-forwarded-proto': 'https',
    });
    expect(siteOrigin(config, proxied)).toBe('https://mirror.example.org:8443');
    // No scheme from the proxy: PUBLIC_URL's.
    expect(siteOrigin(config, new Headers({ 'x-forwarded-host': 'mirror.example.org' }))).toBe(
      'https://mirror.example.org',
    );
  });

  it('fall back to PUBLIC_URL when the trusted proxy names no usable address', () => {
    const config = { publicUrl, trustProxy: true };
    const cases = [
      new Headers({ host: 'evil.example' }),
      new Headers({ 'x-forwarded-host': 'evil.example/path' }),
      new Headers({ 'x-forwarded-host': 'user@evil.example' }),
      new Headers({ 'x-forwarded-host': 'mirror.example.org', 'x-forwarded-proto': 'javascript' }),
    ];
    for (const headers of cases) expect(siteOrigin(config, headers)).toBe('https://docs.example.org');
  });
});
