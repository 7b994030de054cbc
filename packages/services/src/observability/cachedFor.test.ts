import { describe, expect, test } from 'vitest';
import { cachedFor } from './cachedFor';

describe('an answer cached for a while', () => {
  test('is computed once while fresh, shared by callers during its computation, and again once stale', async () => {
    let now = 0;
    let computed = 0;
    const answer = cachedFor(
      2000,
      async () => ++computed,
      () => now,
    );
    expect(await Promise.all([answer(), answer()])).toEqual([1, 1]);
    now = 1999;
    expect(await answer()).toBe(1);
    now = 2001;
    expect(await answer()).toBe(2);
  });
});
