// Hourly allowances in this process's memory: constant work per call and a fixed bound on the keys kept,
// so a flood of new visitors (or forged ones) costs neither time nor memory beyond the bound.
import { type HourlyLimits, hourMs } from './hourlyLimits';

interface Window {
  startedAt: number;
  count: number;
}

/** About 100 bytes a key: 100,000 visitors an hour take ~10 MB at most. */
export const defaultMaxKeys = 100_000;

export interface MemoryHourlyLimits extends HourlyLimits {
  /** Keys being counted now (for tests: the memory bound). */
  readonly size: number;
}

export function memoryHourlyLimits(
  now: () => number = Date.now,
  maxKeys = defaultMaxKeys,
): MemoryHourlyLimits {
  // A Map iterates in insertion order and a window is inserted when it opens, so windows sit in the order
  // they started: the expired ones are always at the front, and dropping them touches nothing else.
  const windows = new Map<string, Window>();

  function dropExpired(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt < hourMs) return;
      windows.delete(key);
    }
  }

  /** Past the bound the oldest window goes: its key starts afresh, which forging addresses could do anyway. */
  function dropOldest(): void {
    const oldest = windows.keys().next();
    if (!oldest.done) windows.delete(oldest.value);
  }

  return {
    get size() {
      return windows.size;
    },
    async tryConsume(scope, key, limit) {
      const at = now();
      dropExpired(at);
      const id = `${scope}\u0000${key}`;
      let window = windows.get(id);
      if (!window) {
        if (windows.size >= maxKeys) dropOldest();
        window = { startedAt: at, count: 0 };
        windows.set(id, window);
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
    async close() {},
  };
}
