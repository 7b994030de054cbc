import { loadConfig } from '@verso/services';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const configWith = (env: Record<string, string>) => loadConfig({ AUTH_SECRET: 'a'.repeat(32), ...env });

function scriptSources(env: Record<string, string>): string[] {
  const policy = securityHeaders(configWith(env), 'n0nce')['content-security-policy'] ?? '';
  return /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
}

describe('securityHeaders', () => {
  it('allows scripts from the site, with the nonce or by hash, never inline at large', () => {
    const sources = scriptSources({});
    expect(sources.slice(0, 2)).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain('https://www.googletagmanager.com');
  });

  it("allows Google's tag host and the analytics scripts' hashes only when analytics are configured", () => {
    const analytics = scriptSources({ GOOGLE_ANALYTICS_ID: 'G-ABC123', GOOGLE_TAG_MANAGER_ID: 'GTM-ABC123' });
    expect(analytics).toContain('https://www.googletagmanager.com');
    expect(analytics.filter((source) => source.startsWith("'sha256-"))).toHaveLength(3);
  });

  it("allows WeChat's SDK only in the variant that uses it", () => {
    expect(scriptSources({ PLATFORM: 'shangyi-translator' })).toContain('https://res.wx.qq.com');
    expect(scriptSources({})).not.toContain('https://res.wx.qq.com');
  });

  it('asks browsers to keep to https only when the site is reached over https', () => {
    expect(securityHeaders(configWith({ PUBLIC_URL: 'https://docs.example' }), 'n')).toHaveProperty(
      'strict-transport-security',
      'max-age=63072000',
    );
    expect(securityHeaders(configWith({}), 'n')).not.toHaveProperty('strict-transport-security');
  });

  it('sends nosniff, a referrer policy and frame-ancestors', () => {
    const headers = securityHeaders(configWith({}), 'n');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
