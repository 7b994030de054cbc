// With Redis, the hourly allowance is one allowance across the site's processes.
import { afterEach, expect, test } from 'vitest';
import type { HourlyLimits } from './hourlyLimits';
import { redisHourlyLimits } from './redisHourlyLimits';

const redisUrl = process.env.REDIS_URL;
const opened: HourlyLimits[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((limits) => limits.close()));
});

function processLimits(prefix: string): HourlyLimits {
  const limits = redisHourlyLimits(redisUrl as string, prefix);
  opened.push(limits);
  return limits;
}

test.skipIf(!redisUrl)('two processes counting in Redis share one allowance per visitor', async () => {
  const prefix = `verso-test-${crypto.randomUUID()}`;
  const [first, second] = [processLimits(prefix), processLimits(prefix)];
  const answers = [];
  for (const limits of [first, second, first, second, first]) {
    answers.push(await limits.tryConsume('demo', '203.0.113.9', 3));
  }
  expect(answers).toEqual([true, true, true, false, false]);
  // Another visitor still has their own allowance.
  expect(await second.tryConsume('demo', '203.0.113.10', 3)).toBe(true);
});

test.skipIf(!redisUrl)(
  'a visitor’s counter expires with its hour, so Redis keeps only the last hour',
  async () => {
    const prefix = `verso-test-${crypto.randomUUID()}`;
    const limits = processLimits(prefix);
    await limits.tryConsume('demo', '203.0.113.9', 3);
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl as string);
    try {
      const ttl = await redis.pttl(`${prefix}:hourly:demo:203.0.113.9`);
      expect(ttl).toBeGreaterThan(59 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
    } finally {
      redis.disconnect();
    }
  },
);
