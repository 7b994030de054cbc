// Hourly allowances in Redis, shared by every process of the site: one counter per key that Redis
// deletes an hour after the key's first call, so memory is bounded by the visitors of the last hour.
import { Redis } from 'ioredis';
import { type HourlyLimits, hourMs } from './hourlyLimits';

export function redisHourlyLimits(redisUrl: string, prefix: string): HourlyLimits {
  // Connects on first use (the worker and the CLI never count), and gives up on a call after a few
  // retries instead of holding the request while Redis is away.
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Redis going away is reported as an event (the client reconnects); unheard, it would end the process.
  redis.on('error', (error) => console.error('[limits]', error));
  return {
    async tryConsume(scope, key, limit) {
      const counter = `${prefix}:hourly:${scope}:${key}`;
      // One transaction: the window opens (with its expiry) only if none is open, then the call counts.
      const replies = await redis.multi().set(counter, 0, 'PX', hourMs, 'NX').incr(counter).exec();
      const [error, count] = replies?.[1] ?? [new Error('Redis did not run the count')];
      if (error) throw error;
      return Number(count) <= limit;
    },
    async close() {
      if (redis.status !== 'wait') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
