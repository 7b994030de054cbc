import { describe, expect, test } from 'vitest';
import { requestIdFor } from './requestId';

describe('a request id', () => {
  test("is the proxy's X-Request-Id behind a trusted proxy", () => {
    expect(requestIdFor({ 'x-request-id': 'abc-123' }, true)).toBe('abc-123');
  });

  test("is never the client's own choice without a trusted proxy", () => {
    expect(requestIdFor({ 'x-request-id': 'abc-123' }, false)).not.toBe('abc-123');
  });

  test('is generated when the header would break a log line', () => {
    expect(requestIdFor({ 'x-request-id': 'a\nb' }, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
