// What an operator does with anyone's jobs (`verso jobs`, later the admin dashboard): list them, cancel
// one, or retry a failed one. Each goes through the owner's own path — cancelJob's refund, rerun's new
// job charged as any job — so the ledger has one way in for each operation.
import { UserFacingError } from '@verso/core';
import { type Database, type JobStatus, jobs, users } from '@verso/db';
import { desc, eq } from 'drizzle-orm';
import type { JobRequest } from './createJob';
import { type Job, toJob } from './job';
import { formalityOf } from './jobFormality';
import type { jobReruns } from './rerunJob';

/** The owner's own operations (services.jobs), which the operator's go through. */
export interface OwnerOperations {
  cancel(userId: string, jobId: string): Promise<Job | null>;
  rerun: ReturnType<typeof jobReruns>['rerun'];
}

export interface OperatorJobListing {
  status?: JobStatus;
  limit?: number;
}

/** The failed job's own settings, asked for again (a detected source language is detected again). */
function sameRequest(job: typeof jobs.$inferSelect): JobRequest {
  return {
    from: job.sourceDetected ? 'auto' : job.sourceLang,
    to: job.targetLang,
    engine: job.tier ?? job.engine,
    glossaryId: job.glossaryId ?? undefined,
    formatOptions: job.formatOptions,
    organizationId: job.organizationId,
    fileDescription: job.fileDescription ?? undefined,
    formality: formalityOf(job),
    translateFileName: job.translateFileName,
    preview: job.preview,
  };
}

export function operatorJobs(db: Database, owner: OwnerOperations) {
  const find = async (jobId: string) => {
    const [found] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    if (!found) throw new UserFacingError('not_found', `There is no job ${jobId}.`);
    return found;
  };
  return {
    /** The newest jobs of every user first, with their owner's address. */
    async listAll({ status, limit = 100 }: OperatorJobListing = {}) {
      const rows = await db
        .select({ job: jobs, email: users.email })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.userId))
        .where(status ? eq(jobs.status, status) : undefined)
        .orderBy(desc(jobs.createdAt))
        .limit(limit);
      return rows.map(({ job, email }) => ({ ...toJob(job), email }));
    },
    async cancelAny(jobId: string) {
      const found = await find(jobId);
      return (await owner.cancel(found.userId, found.id)) ?? toJob(found);
    },
    /** A new job of the failed job's document and settings, charged to its owner as any new job is. */
    async retry(jobId: string) {
      const found = await find(jobId);
      if (found.status !== 'failed') {
        throw new UserFacingError(
          'bad_request',
          `Job ${jobId} is ${found.status}; only a failed job is retried.`,
        );
      }
      return owner.rerun(found.userId, found.id, sameRequest(found));
    },
  };
}
