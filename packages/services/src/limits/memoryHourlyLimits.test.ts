import { describe, expect, test } from 'vitest';
import { hourMs } from './hourlyLimits';
import { memoryHourlyLimits } from './memoryHourlyLimits';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

async function consumeTimes(limits: ReturnType<typeof memoryHourlyLimits>, key: string, times: number) {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await limits.tryConsume('demo', key, 3));
  return answers;
}

describe('memory hourly limits', () => {
  test('a key gets its allowance per hour, counted from its first call', async () => {
    const clock = manualClock();
    const limits = memoryHourlyLimits(clock.now);
    expect(await consumeTimes(limits, '198.51.100.7', 4)).toEqual([true, true, true, false]);
    clock.advance(hourMs - 1);
    expect(await limits.tryConsume('demo', '198.51.100.7', 3)).toBe(false);
    clock.advance(1);
    expect(await limits.tryConsume('demo', '198.51.100.7', 3)).toBe(true);
  });

  test('keys and scopes are counted apart', async () => {
    const limits = memoryHourlyLimits();
    await consumeTimes(limits, 'a', 3);
    expect(await limits.tryConsume('demo', 'a', 3)).toBe(false);
    expect(await limits.tryConsume('demo', 'b', 3)).toBe(true);
    expect(await limits.tryConsume('mail', 'a', 3)).toBe(true);
  });

  test('40,000 new visitors in an hour cost little: no call rescans the others', async () => {
    // The old limiter swept every key whenever a new one arrived: 40k keys held the event loop 7.8 s.
    const clock = manualClock();
    const limits = memoryHourlyLimits(clock.now);
    const started = performance.now();
    for (let i = 0; i < 40_000; i++) {
      clock.advance(1);
      await limits.tryConsume('demo', `10.0.${i >> 8}.${i & 255}`, 10);
    }
    // Generous: constant work per call takes a few tens of milliseconds here, a rescan seconds.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(limits.size).toBe(40_000);
  });

  test('windows past their hour are forgotten as time goes on', async () => {
    const clock = manualClock();
    const limits = memoryHourlyLimits(clock.now);
    for (let i = 0; i < 1000; i++) await limits.tryConsume('demo', `old-${i}`, 10);
    clock.advance(hourMs);
    await limits.tryConsume('demo', 'new', 10);
    expect(limits.size).toBe(1);
  });

  test('memory stays bounded when more keys arrive within the hour than it keeps', async () => {
    const limits = memoryHourlyLimits(Date.now, 1000);
    for (let i = 0; i < 5000; i++) await limits.tryConsume('demo', `forged-${i}`, 10);
    expect(limits.size).toBe(1000);
    // The newest keys are still counted (one call made above).
    expect(await consumeTimes(limits, 'forged-4999', 3)).toEqual([true, true, false]);
  });
});
