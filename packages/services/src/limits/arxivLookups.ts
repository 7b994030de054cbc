// The arXiv papers one user has fetched for quotes, counted by the hour. The process asks arXiv through
// one polite queue (a request every 3 s, as its terms ask), so one user typing link after link would make
// everyone else's quote wait behind theirs. A paper already fetched comes from the cache and is not
// counted, nor is a link refused before arXiv is asked.
import { UserFacingError } from '@verso/core';
import { arxivQueue, type PoliteQueue } from '@verso/core/arxiv/polite-queue';
import type { HourlyLimits } from './hourlyLimits';

export interface ArxivLookups {
  /** The polite queue for a fetch made for `userId`: refused, before it waits, past their hour's papers. */
  queueFor(userId: string): PoliteQueue;
}

export function arxivLookups(
  limits: HourlyLimits,
  perHour: number,
  queue: PoliteQueue = arxivQueue,
): ArxivLookups {
  return {
    queueFor: (userId) => async (request) => {
      if (!(await limits.tryConsume('arxiv-lookup', userId, perHour))) {
        throw new UserFacingError(
          'rate_limited',
          `You looked up ${perHour} new arXiv papers in the last hour, the most one account may: arXiv is asked for one paper at a time for everyone. Try again later; the papers you looked up can still be translated.`,
        );
      }
      return queue(request);
    },
  };
}
