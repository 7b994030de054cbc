import { describe, expect, it } from 'vitest';
import { politeQueue } from './polite-queue';

describe('politeQueue', () => {
  it('starts requests one interval apart, in the order they were asked', async () => {
    const queue = politeQueue(150);
    const starts: number[] = [];
    const begin = Date.now();
    await Promise.all(
      [0, 1, 2].map((n) =>
        queue(async () => {
          starts[n] = Date.now() - begin;
          return n;
        }),
      ),
    );
    expect(starts[0]).toBeLessThan(50);
    expect(starts[1]).toBeGreaterThanOrEqual(145);
    expect(starts[2]).toBeGreaterThanOrEqual(295);
  });

  it('goes on after a request fails', async () => {
    const queue = politeQueue(0);
    await expect(queue(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(queue(async () => 'up')).resolves.toBe('up');
  });
});
