// A small semaphore: each remote engine keeps at most n requests in flight, so one big document
// cannot flood a service (and trip its rate limit) while still using the parallelism it allows.

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function concurrencyLimit(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`A concurrency limit must be ≥ 1, not ${limit}.`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the next waiting one, so `running` only drops when idle.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
