import { describe, expect, test } from 'vitest';
import { retryDelayMs, retryWindowMs } from './retry-schedule';

/** Every attempt a receiver that never answers 2xx gets, in ms after the event (answers taking no time). */
function scheduleMs(baseMs: number) {
  const times = [0];
  for (;;) {
    const delay = retryDelayMs(times.length, times.at(-1) as number, baseMs);
    if (delay === null) return times;
    times.push((times.at(-1) as number) + delay);
  }
}
const schedule = (baseMs: number) => scheduleMs(baseMs).map((ms) => ms / 1000);

describe('webhook retry schedule', () => {
  test('the delay doubles from the base after each failed attempt', () => {
    expect(schedule(30_000).slice(0, 6)).toEqual([0, 30, 90, 210, 450, 930]);
  });

  test('retries go on for 24 hours, the last one at the 24 h mark, then stop', () => {
    const times = schedule(30_000);
    expect(times.at(-1)).toBe(retryWindowMs / 1000);
    expect(times.at(-2)).toBeLessThan(retryWindowMs / 1000);
    expect(times).toHaveLength(13);
    expect(retryDelayMs(13, retryWindowMs, 30_000)).toBeNull();
  });

  test('a short base (the test suites) keeps the doubling', () => {
    expect(scheduleMs(200).slice(0, 4)).toEqual([0, 200, 600, 1400]);
  });

  test('the wait counts from the end of the last attempt: a slow answer does not shorten it', () => {
    expect(retryDelayMs(1, 5_000, 30_000)).toBe(30_000);
    expect(retryDelayMs(3, 60_000, 30_000)).toBe(120_000);
  });
});
