// Issue 17's crash test, shared by its integration test and `npm run bench`: the real worker process
// is SIGKILLed at random moments in the middle of Apertium jobs, again and again, a new one started
// each time; at the end every job must have been finished exactly once and charged exactly once.
import { Readable } from 'node:stream';
import { translateDocument } from '@verso/core';
import { jobs } from '@verso/db';
import { and, eq, inArray } from 'drizzle-orm';
import { maxAttempts } from '../jobs/runJob';
import type { Services } from '../services';
import { type JobOutcome, outcomeOf, queueCounts, queueLeftovers } from './jobOutcome';
import { eventually, servicesFor, type TestBackend } from './testServices';
import { type RunningProcess, startWorkerProcess } from './workerProcess';

export interface KillLoopOptions {
  kills: number;
  /** Words in each job's document: enough that a job lasts long enough to be killed in its middle. */
  words: number;
  /** BullMQ on Redis, or the jobs table as the queue (REDIS_URL unset). */
  queue: 'bullmq' | 'database';
  concurrency?: number;
  leaseSeconds?: number;
}

export interface KillLoopReport {
  kills: number;
  /** How far (percent) each job the worker was working on had come when it was killed. */
  killedAtProgress: number[];
  jobs: JobOutcome[];
  /** Entries the queue still holds once every job finished (BullMQ's waiting, active, failed…). */
  queueLeftovers: number;
  seconds: number;
}

const credits = 1000;
const from = 'en';
const to = 'es';
const engine = 'apertium';
const filename = 'story.txt';

export async function runWorkerKillLoop(backend: TestBackend, options: KillLoopOptions) {
  const started = performance.now();
  const concurrency = options.concurrency ?? 2;
  const queueEnv: Record<string, string> = options.queue === 'bullmq' ? {} : { REDIS_URL: '' };
  const services = await servicesFor(backend, queueEnv);
  const workerEnv = {
    ...process.env,
    ...backend.env,
    ...queueEnv,
    WORKER_CONCURRENCY: String(concurrency),
    JOB_LEASE_SECONDS: String(options.leaseSeconds ?? 2),
  };
  let worker: RunningProcess | undefined;
  try {
    const document = Buffer.from(documentOf(options.words));
    const timed = performance.now();
    const expected = (await translateDocument({ input: document, filename, from, to, engine })).output;
    const jobMs = performance.now() - timed;
    const submitted: Submitted[] = [];
    const killedAtProgress: number[] = [];
    for (let kills = 0; kills < options.kills; kills++) {
      const topUp = () => keepWaiting(services, submitted, document, concurrency);
      await topUp();
      const attemptsBefore = await attemptsByJob(services);
      worker = startWorkerProcess(workerEnv);
      const killedIn = await killMidJob(services, worker, { attemptsBefore, jobMs, topUp });
      killedAtProgress.push(...killedIn.map((job) => job.progress));
    }
    worker = startWorkerProcess(workerEnv);
    await allFinished(services, submitted, worker);
    await worker.stop('SIGTERM');
    return {
      kills: options.kills,
      killedAtProgress,
      jobs: await Promise.all(submitted.map((job) => outcomeOf(services, job.jobId, job.userId, expected))),
      queueLeftovers: await queueLeftovers(services),
      seconds: (performance.now() - started) / 1000,
    } satisfies KillLoopReport;
  } finally {
    await worker?.stop('SIGKILL');
    await services.close();
  }
}

interface Submitted {
  jobId: string;
  userId: string;
}

/**
 * Unique paragraphs (a repeated one would be translated once), about 30 words each; `label` starts each
 * one, so documents with different labels share no segment.
 */
export function documentOf(words: number, label = 'Part') {
  const sentences = [
    'The old house at the end of the street has a small garden with green trees.',
    'My sister reads a new book every week and writes about it in her notebook.',
    'The children play in the park after school when the weather is good.',
    'We will travel to the mountains next summer with our friends from the city.',
    'The teacher explains the lesson slowly so that every student can understand it.',
  ];
  const paragraphs: string[] = [];
  for (let index = 0; paragraphs.length * 30 < words; index++) {
    const first = sentences[index % sentences.length];
    const second = sentences[(index * 3 + 1) % sentences.length];
    paragraphs.push(`${label} ${index + 1}. ${first} ${second}`);
  }
  return `${paragraphs.join('\n\n')}\n`;
}

/**
 * Submits jobs (one user each, so ledger and files are counted per job) until `count` wait that no
 * worker began yet, so the next worker has work it may be killed in whatever the resumed ones are.
 */
async function keepWaiting(services: Services, submitted: Submitted[], document: Buffer, count: number) {
  const waiting = await services.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'queued'));
  for (let missing = count - waiting.length; missing > 0; missing--) {
    const user = await services.users.create({
      email: `kill-${crypto.randomUUID()}@example.com`,
      credits,
    });
    const job = await services.jobs.create({
      userId: user.id,
      filename,
      stream: Readable.from([document]),
      from,
      to,
      engine,
    });
    submitted.push({ jobId: job.id, userId: user.id });
  }
}

async function attemptsByJob(services: Services) {
  const rows = await services.db.select({ id: jobs.id, attempts: jobs.attempts }).from(jobs);
  return new Map(rows.map((row) => [row.id, row.attempts]));
}

/**
 * Waits until this worker is working on a job, lets it work a random part of a job's length, then
 * kills it. The worker is frozen (SIGSTOP) while the jobs table is read, so what it is doing cannot
 * change between the look and the kill. A job already in its last attempt is let finish: killing it
 * again would rightly set it aside as a file that crashes workers. Meanwhile fresh jobs keep coming.
 */
async function killMidJob(
  services: Services,
  worker: RunningProcess,
  { attemptsBefore, jobMs, topUp }: KillPlan,
) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await topUp();
    if ((await begunHere(services, attemptsBefore)).length === 0) {
      await pause(50);
      continue;
    }
    await pause(Math.random() * jobMs);
    worker.signal('SIGSTOP');
    // Statements the worker sent before it froze still finish on the server.
    await pause(100);
    const working = await begunHere(services, attemptsBefore);
    if (working.length > 0 && working.every((job) => job.attempts < maxAttempts)) {
      await worker.stop('SIGKILL');
      return working;
    }
    worker.signal('SIGCONT');
  }
  const states = await services.db
    .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, progress: jobs.progress })
    .from(jobs);
  throw new Error(
    `the worker never worked on a job it could be killed in: ${JSON.stringify(states)}; it said:\n${worker.output()}`,
  );
}

interface KillPlan {
  /** Each job's attempts before this worker started. */
  attemptsBefore: Map<string, number>;
  /** How long a job takes unhindered: the kill lands somewhere in it. */
  jobMs: number;
  topUp: () => Promise<void>;
}

/** Jobs running that this worker began (their attempt count rose since it started). */
async function begunHere(services: Services, attemptsBefore: Map<string, number>) {
  const running = await services.db
    .select({ id: jobs.id, attempts: jobs.attempts, progress: jobs.progress })
    .from(jobs)
    .where(eq(jobs.status, 'running'));
  return running.filter((job) => job.attempts > (attemptsBefore.get(job.id) ?? 0));
}

async function allFinished(services: Services, submitted: Submitted[], worker: RunningProcess) {
  const unfinished = () =>
    services.db
      .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, progress: jobs.progress })
      .from(jobs)
      .where(
        and(
          inArray(
            jobs.id,
            submitted.map((job) => job.jobId),
          ),
          inArray(jobs.status, ['queued', 'running']),
        ),
      );
  try {
    await eventually(async () => (await unfinished()).length === 0, 120_000);
  } catch (error) {
    const stuck = JSON.stringify(await unfinished());
    const queued = JSON.stringify(await queueCounts(services));
    throw new Error(
      `${(error as Error).message}: jobs ${stuck}, ${queued} in the queue; the last worker said:\n${worker.output()}`,
    );
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
