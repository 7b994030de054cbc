import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs, retryDelayMs } from './retry-delay';

describe('retry delays', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('backs off exponentially with full jitter', () => {
    expect(backoffMs(1, 100, () => 0.5)).toBe(50);
    expect(backoffMs(3, 100, () => 1)).toBe(400);
    expect(backoffMs(3, 100, () => 0)).toBe(0);
  });

  it('gives up instead of waiting longer than a minute', () => {
    expect(retryDelayMs('3600', 1, 100)).toBeUndefined();
    expect(retryDelayMs('1', 1, 100)).toBe(1000);
  });
});
