import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isUserFacingError } from '@verso/core';
import { loadConfig } from '@verso/services/config';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POST as authLog } from '@/app/api/auth/%5Flog/route';
import { POST as logError } from '@/app/api/logError/route';
import { POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import { chunkedPost, endlessBody } from '@/testing/endless-body';
import { readBoundedText } from './bounded-body';

describe('readBoundedText', () => {
  test('reads a body within its ceiling whole', async () => {
    const request = new Request('http://site.test/', { method: 'POST', body: 'x'.repeat(1000) });
    expect(await readBoundedText(request, 1000)).toHaveLength(1000);
  });

  test('stops an endless chunked body one chunk past the ceiling, with too_large', async () => {
    const body = endlessBody();
    const reading = readBoundedText(chunkedPost('http://site.test/', body.stream, 'text/plain'), 100_000);
    const error = await reading.catch((caught: unknown) => caught);
    expect(isUserFacingError(error) && error.code).toBe('too_large');
    expect(body.pulledBytes()).toBeLessThanOrEqual(100_000 + body.readAheadBytes);
  });

  test('refuses a body whose announced length is too large without reading it', async () => {
    const body = endlessBody();
    const request = new Request('http://site.test/', {
      method: 'POST',
      headers: { 'content-length': String(10 * 1024 * 1024) },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    await expect(readBoundedText(request, 100_000)).rejects.toThrow(/too large/);
    expect(body.pulledBytes()).toBeLessThanOrEqual(body.readAheadBytes);
  });
});

describe.each([
  ['/api/logError', logError, 64 * 1024],
  ['/api/auth/_log', authLog, 64 * 1024],
  ['/api/trpc/organization.create', trpcPost, 16 * 1024 * 1024],
])('POST %s', (path, post, ceiling) => {
  // The routes' same-site check reads the site's address from the services' configuration, and the body
  // fails before anything else is asked of them: the configuration alone stands in for the services.
  const servicesKey = Symbol.for('verso.services');
  const holder = globalThis as Record<symbol, unknown>;
  beforeAll(() => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verso-bounded-'));
    holder[servicesKey] = Promise.resolve({
      config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://site.test' }),
    });
  });
  afterAll(() => {
    delete holder[servicesKey];
  });

  test('answers an endless chunked body with 413 without reading it all', async () => {
    const body = endlessBody();
    const response = await post(
      chunkedPost(`http://site.test${path}`, body.stream, 'application/json'),
      undefined,
    );
    expect(response.status).toBe(413);
    expect(body.pulledBytes()).toBeLessThanOrEqual(ceiling + body.readAheadBytes);
  });
});
