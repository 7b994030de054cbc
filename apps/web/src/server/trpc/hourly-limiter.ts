// Counts calls per key in fixed one-hour windows, in this process's memory: enough for one site process;
// a multi-process deployment would move the counters into Redis.
const hourMs = 60 * 60 * 1000;

interface Window {
  startedAt: number;
  count: number;
}

export interface HourlyLimiter {
  /** Records one call for `key`; false when the key has already used `limit` calls this hour. */
  tryConsume(key: string, limit: number): boolean;
}

export function createHourlyLimiter(now: () => number = Date.now): HourlyLimiter {
  const windows = new Map<string, Window>();

  function dropExpired(at: number): void {
    for (const [key, window] of windows) if (at - window.startedAt >= hourMs) windows.delete(key);
  }

  return {
    tryConsume(key, limit) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= hourMs) {
        // Sweeping only when a new window opens keeps the map bounded without a timer.
        dropExpired(at);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
  };
}
