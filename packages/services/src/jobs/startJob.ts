// Paying for a preview (API v1's translation/start with payWithCredits, the site's "Translate the
// whole document"): the document's price is taken and the job queued again to translate all of it.
// The preview's translations are in the user's translation memory (every run stores what the engine
// gave it), so the full run asks the engine only for the rest — unless another model is chosen, whose
// memory scope is its own. The job's row is locked first, then the wallet (the order every other
// job write takes): two starts at once wait for each other, and the second finds the job paid.
import { documentCredits, engineReference, UserFacingError } from '@verso/core';
import { type Database, type DatabaseTransaction, jobs } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import type { EngineOffer } from '../engines/engineOffer';
import type { JobQueue } from '../queue/jobQueue';
import { documentCharge } from './createJob';
import { type Job, toJob } from './job';

export interface JobStartDeps {
  db: Database;
  credits: CreditLedger;
  engines: EngineOffer;
  queue: JobQueue;
}

export interface StartRequest {
  /** Pay the document's price from the user's credits (the only way a preview becomes a whole translation). */
  payWithCredits: boolean;
  /** Another engine or tier for the whole document than the preview's; its price then applies. */
  model?: string;
}

/** The queue's name for the run that translates a paid preview's whole document. */
const fullRun = 'full';

const notFound = (jobId: string) => new UserFacingError('not_found', `No translation task with id ${jobId}.`);

/** The engine and price of the whole translation: the preview's, or those of the model chosen now. */
async function wholeTranslation(deps: JobStartDeps, job: Job, model: string | undefined) {
  if (!model) return { engine: job.engine, tier: job.tier, credits: job.credits };
  const route = await deps.engines.route(model, job.sourceLang, job.targetLang);
  return {
    engine: engineReference(route.engine),
    tier: route.tier ?? null,
    credits: documentCredits(job, route.engine),
  };
}

function refuseUnpaidStart(job: Job): never {
  if (job.status === 'failed') {
    throw new UserFacingError(
      'bad_request',
      'The preview of this document failed, so it cannot be continued; translate the document again.',
    );
  }
  throw new UserFacingError(
    'bad_request',
    'The preview of this document is still being made; start the whole translation once it is done.',
  );
}

async function lockedJob(tx: DatabaseTransaction, userId: string, jobId: string) {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .for('update');
  if (!row) throw notFound(jobId);
  return toJob(row);
}

/**
 * Pays a preview's whole translation and queues it; a job already paid for (a second start, or one
 * that was never a preview) is charged nothing and left as it is. Answers whether this call charged.
 */
export async function startJob(
  deps: JobStartDeps,
  userId: string,
  jobId: string,
  { payWithCredits, model }: StartRequest,
): Promise<{ charged: number; job: Job }> {
  const current = await currentJob(deps.db, userId, jobId);
  if (!current.preview) return { charged: 0, job: current };
  if (!payWithCredits) {
    throw new UserFacingError(
      'insufficient_credits',
      `This task is a preview. Start it with payWithCredits to translate the whole document for ${current.credits} credits.`,
      { price: current.credits },
    );
  }
  // Routed before the transaction: an engine's status check may call out, and must not hold locks.
  const whole = await wholeTranslation(deps, current, model);
  const started = await deps.db.transaction(async (tx) => {
    const job = await lockedJob(tx, userId, jobId);
    if (!job.preview) return undefined;
    if (job.status !== 'completed') refuseUnpaidStart(job);
    await deps.credits.spendOnJobIn(
      tx,
      documentCharge(
        userId,
        { organizationId: job.organizationId, via: job.apiKeyId ? 'api' : 'web' },
        {
          wordCount: job.wordCount,
          pageCount: job.pageCount,
          mediaSeconds: job.mediaSeconds,
          pictureCount: job.pictureCount,
          credits: whole.credits,
        },
      ),
      jobId,
    );
    const [row] = await tx
      .update(jobs)
      .set({
        ...whole,
        preview: false,
        status: 'queued',
        progress: 0,
        attempts: 0,
        errorMessage: null,
        startedAt: null,
        finishedAt: null,
      })
      .where(eq(jobs.id, jobId))
      .returning();
    return row && toJob(row);
  });
  if (!started) return { charged: 0, job: await currentJob(deps.db, userId, jobId) };
  await deps.queue.enqueue(jobId, fullRun);
  return { charged: whole.credits, job: started };
}

/** The job as it is now, without a lock: what needs none is answered from it. */
async function currentJob(db: Database, userId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)));
  if (!row) throw notFound(jobId);
  return toJob(row);
}
