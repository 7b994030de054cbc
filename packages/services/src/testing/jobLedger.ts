// A one-sentence job and the refunds it left, for tests of what a job's end does to the ledger.
import { Readable } from 'node:stream';
import { creditEntries } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import type { JobRequest } from '../jobs/createJob';
import type { Services } from '../services';

/** A queued English → Spanish job of one sentence (one credit), with other settings when given. */
export const queueSentenceJob = (
  services: Services,
  userId: string,
  engine?: string,
  settings: Partial<JobRequest> = {},
) =>
  services.jobs.create({
    userId,
    filename: 'story.txt',
    stream: Readable.from([Buffer.from('The house is small.\n')]),
    from: 'en',
    to: 'es',
    engine,
    ...settings,
  });

export const refundsOf = (services: Services, userId: string) =>
  services.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), eq(creditEntries.reason, 'refund')));
