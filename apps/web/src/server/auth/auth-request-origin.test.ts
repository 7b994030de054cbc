// Auth.js sees the site's address, not the one the server listens on nor one a visitor made up.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { requestOnSiteOrigin } from './auth-request-origin';

const signIn = () =>
  new NextRequest('http://localhost:3000/api/auth/signin/email?x=1', {
    method: 'POST',
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@example.test' }),
  });

describe('Auth.js requests', () => {
  it('carry PUBLIC_URL’s origin, keeping path, query and body', async () => {
    const request = requestOnSiteOrigin(signIn(), {
      publicUrl: 'https://docs.example.org',
      trustProxy: false,
    });
    expect(request.url).toBe('https://docs.example.org/api/auth/signin/email?x=1');
    expect(await request.json()).toEqual({ email: 'reader@example.test' });
  });

  it('carry the trusted proxy’s origin with TRUST_PROXY', () => {
    const request = requestOnSiteOrigin(signIn(), {
      publicUrl: 'https://docs.example.org',
      trustProxy: true,
    });
    expect(request.url).toBe('https://evil.example/api/auth/signin/email?x=1');
  });
});
