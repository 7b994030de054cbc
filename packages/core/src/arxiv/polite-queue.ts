// arXiv asks automated clients for at most one request every three seconds. Every request this process
// makes to it waits its turn in one queue, started no sooner than the interval after the previous one.
import { setTimeout as sleep } from 'node:timers/promises';

export type PoliteQueue = <T>(request: () => Promise<T>) => Promise<T>;

export function politeQueue(intervalMs: number): PoliteQueue {
  let lastStart = Number.NEGATIVE_INFINITY;
  let turns: Promise<void> = Promise.resolve();
  return async (request) => {
    const turn = turns.then(async () => {
      const wait = lastStart + intervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      lastStart = Date.now();
    });
    turns = turn;
    await turn;
    return request();
  };
}

/** The process's one queue to arXiv, as its terms of use ask. */
export const arxivQueue: PoliteQueue = politeQueue(3000);
