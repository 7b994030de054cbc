import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { mayReadMetrics } from './metricsAccess';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('who may read /metrics', () => {
  const token = 'a-metrics-token-of-some-length';

  test('with a token: whoever sends it, from anywhere, and nobody else, even locally', () => {
    const settings = { metricsToken: token, trustProxy: false };
    expect(mayReadMetrics(request('203.0.113.9', { authorization: `Bearer ${token}` }), settings)).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1'), settings)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { authorization: 'Bearer other' }), settings)).toBe(false);
  });

  test('without a token: loopback clients only', () => {
    const settings = { trustProxy: false };
    expect(mayReadMetrics(request('127.0.0.1'), settings)).toBe(true);
    expect(mayReadMetrics(request('::1'), settings)).toBe(true);
    expect(mayReadMetrics(request('::ffff:127.0.0.1'), settings)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5'), settings)).toBe(false);
  });

  test('a forwarded request counts as local only behind a trusted proxy naming loopback hops', () => {
    const forwardedLocal = request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    const forwardedStranger = request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(mayReadMetrics(forwardedLocal, { trustProxy: false })).toBe(false);
    expect(mayReadMetrics(forwardedLocal, { trustProxy: true })).toBe(true);
    expect(mayReadMetrics(forwardedStranger, { trustProxy: true })).toBe(false);
  });
});
