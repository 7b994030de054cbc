// Issue 22: Verso scaled out as the README's deployment guide describes, each part a separate OS process:
// the built site (apps/web/server/main.ts) and two `npm run worker`s on PostgreSQL, BullMQ on Redis and
// an S3-compatible bucket, with no DATA_DIR in common. Jobs come in through API v1 like a developer's,
// with real Apertium translation; the workers share them, one is SIGKILLed in the middle of a job, and
// still every job completes once, is charged once and downloads from the bucket.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translateDocument } from '@verso/core';
import { creditEntries, files, jobs } from '@verso/db';
import type { Services } from '@verso/services';
import { storageRoot } from '@verso/services/storage/localDiskStorage';
import { freePort } from '@verso/services/testing/freePort';
import { jobLogLines, jobsInHand } from '@verso/services/testing/jobLogLines';
import { queueLeftovers } from '@verso/services/testing/jobOutcome';
import { type LocalS3Server, startLocalS3Server } from '@verso/services/testing/localS3Server';
import {
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { documentOf } from '@verso/services/testing/workerKillLoop';
import {
  type RunningProcess,
  startSiteProcess,
  startWorkerProcess,
} from '@verso/services/testing/workerProcess';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteIsBuilt } from './testing/site-process';

const skipReason = !process.env.DATABASE_URL
  ? 'DATABASE_URL is not set: the processes need a database they can share'
  : !process.env.REDIS_URL
    ? 'REDIS_URL is not set: the jobs travel through BullMQ'
    : !siteIsBuilt()
      ? 'the site is not built (node scripts/build-web.mjs)'
      : undefined;

const jobCount = 6;
/** Enough that an Apertium job lasts a second or more, so the kill can land inside one. */
const wordsPerJob = 4000;
const startingCredits = 1000;
const authSecret = 'scale-out-test-auth-secret-0123456789';

describe.skipIf(skipReason)(
  `the site and two workers as separate processes${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let s3: LocalS3Server;
    let backend: TestBackend;
    let services: Services;
    let siteUrl: string;
    const dataDirs: string[] = [];
    const processes: RunningProcess[] = [];

    /** Each process's own DATA_DIR: with S3 storage nothing is shared through it. */
    const processEnv = (extra: Record<string, string>) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'verso-scale-out-'));
      dataDirs.push(dataDir);
      return {
        ...process.env,
        ...backend.env,
        ...s3.env,
        DATA_DIR: dataDir,
        AUTH_SECRET: authSecret,
        LOG_LEVEL: 'info',
        WORKER_CONCURRENCY: '1',
        ...extra,
      };
    };

    beforeAll(async () => {
      s3 = await startLocalS3Server();
      backend = await createTestBackend();
      // The test's own connection, to read rows and the ledger: it runs no jobs.
      services = await servicesFor(backend, s3.env);
      const port = await freePort();
      siteUrl = `http://127.0.0.1:${port}`;
      const site = startSiteProcess(processEnv({ PORT: String(port), PUBLIC_URL: siteUrl }));
      processes.push(site);
      const workers = [startWorkerProcess(processEnv({})), startWorkerProcess(processEnv({}))];
      processes.push(...workers);
      await eventually(async () => {
        const ready = await fetch(`${siteUrl}/readyz`).catch(() => undefined);
        return ready?.status === 200;
      }, 180_000).catch((error) => {
        throw new Error(`${error.message}: the site said:\n${site.output()}`);
      });
      await eventually(
        async () => workers.every((worker) => worker.output().includes('worker ready')),
        60_000,
      );
      // Next's start-up takes seconds on an idle machine and minutes on one busy with other suites.
    }, 240_000);

    afterAll(async () => {
      await Promise.all(processes.map((child) => child.stop('SIGKILL')));
      await services?.close();
      await backend?.dispose();
      await s3?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    test('share the jobs; one worker killed mid-job, every job completes once, charged once, from S3', async () => {
      const [site, first, second] = processes as [RunningProcess, RunningProcess, RunningProcess];
      const user = await services.users.create({
        email: `scale-${crypto.randomUUID()}@example.com`,
        credits: startingCredits,
      });
      const { key } = await services.apiKeys.create(user.id);
      const api = (path: string, body: BodyInit, json = false) =>
        fetch(`${siteUrl}/api/v1/${path}`, {
          method: 'POST',
          headers: { authorization: key, ...(json ? { 'content-type': 'application/json' } : {}) },
          body,
        });

      const documents = Array.from({ length: jobCount }, (_, i) => documentOf(wordsPerJob, `Book ${i + 1}`));
      const taskIds: string[] = [];
      for (const [index, document] of documents.entries()) {
        const form = new FormData();
        form.set('fromLang', 'English');
        form.set('toLang', 'Spanish');
        form.set('shouldTranslateFileName', 'false');
        form.set('file', new Blob([document]), `book-${index + 1}.txt`);
        const created = await api('translation/create', form);
        expect(created.status).toBe(200);
        taskIds.push((await created.json()).taskId);
      }
      // What each result must be, translated here by the same core while the processes work.
      const expected = Promise.all(
        documents.map(async (document, index) => {
          const input = Buffer.from(document);
          const filename = `book-${index + 1}.txt`;
          return (await translateDocument({ input, filename, from: 'en', to: 'es', engine: 'apertium' }))
            .output;
        }),
      );

      const killed = await killMidJob(services, [first, second]);
      const survivors = processes.filter((child) => child !== killed.worker);

      const tasks = await eventually(async () => {
        const answers = await Promise.all(
          taskIds.map(async (taskId) =>
            (await api('translation/query', JSON.stringify({ taskId }), true)).json(),
          ),
        );
        return answers.every((task) => task.status === 'Completed' || task.status === 'Terminated')
          ? answers
          : undefined;
      }, 90_000).catch(async (error) => {
        const rows = await services.db
          .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts })
          .from(jobs);
        throw new Error(
          `${error.message}: ${JSON.stringify(rows)}; the processes said:\n${survivors.map((child) => child.output().slice(-3000)).join('\n---\n')}`,
        );
      });

      // Both workers ran jobs (the site's own runner may have taken some too).
      expect(jobLogLines(first.output()).started.length).toBeGreaterThan(0);
      expect(jobLogLines(second.output()).started.length).toBeGreaterThan(0);
      // The killed worker's job was finished by another process, in a later attempt.
      const finishers = survivors.filter((child) =>
        jobLogLines(child.output()).completed.includes(killed.jobId),
      );
      expect(finishers).toHaveLength(1);
      const [killedRow] = await services.db.select().from(jobs).where(eq(jobs.id, killed.jobId));
      expect(killedRow?.attempts).toBeGreaterThanOrEqual(2);

      const translations = await expected;
      let spent = 0;
      for (const [index, task] of tasks.entries()) {
        expect(task.status).toBe('Completed');
        const [row] = await services.db.select().from(jobs).where(eq(jobs.id, task.taskId));
        expect(row?.status).toBe('completed');
        const ledger = await services.db
          .select()
          .from(creditEntries)
          .where(eq(creditEntries.jobId, task.taskId));
        expect(ledger.filter((entry) => entry.amount < 0)).toHaveLength(1);
        expect(ledger.filter((entry) => entry.reason === 'refund')).toEqual([]);
        spent += row?.credits ?? 0;

        // The site checks the signed link, then sends the client to the bucket.
        const link = await fetch(task.translatedFileUrl, { redirect: 'manual' });
        expect(link.status).toBeGreaterThanOrEqual(300);
        expect(link.status).toBeLessThan(400);
        const location = link.headers.get('location') ?? '';
        expect(location.startsWith(s3.settings.endpoint as string)).toBe(true);
        const download = await fetch(location);
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(translations[index] as Buffer)).toBe(true);
      }
      expect((await (await api('me', '{}', true)).json()).balance).toBe(startingCredits - spent);

      // One result per job recorded, and in the bucket only those (a killed attempt's leftovers removed).
      const results = await services.db
        .select({ storageKey: files.storageKey })
        .from(files)
        .where(like(files.storageKey, `results/${user.id}/%`));
      expect(results).toHaveLength(jobCount);
      const resultKeysInBucket = s3.storedKeys().filter((stored) => stored.startsWith(`results/${user.id}/`));
      expect(resultKeysInBucket.sort()).toEqual(results.map((file) => file.storageKey).sort());
      expect(await queueLeftovers(services)).toBe(0);
      // Nobody kept files on their own disk.
      for (const dir of dataDirs) {
        const filesDir = storageRoot(dir);
        expect(existsSync(filesDir) ? readdirSync(filesDir, { recursive: true }) : []).toEqual([]);
      }
      expect(site.output()).not.toContain('"level":50');
    }, 150_000);
  },
);

/**
 * Waits until one of the workers is in the middle of a job, then SIGKILLs it. The worker is frozen
 * (SIGSTOP) while its job's row is read, so the job cannot finish between the look and the kill.
 */
async function killMidJob(services: Services, workers: RunningProcess[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const worker of workers) {
      const [jobId] = jobsInHand(worker.output());
      if (!jobId) continue;
      worker.signal('SIGSTOP');
      // Statements the worker sent before it froze still finish on the server.
      await pause(150);
      const [row] = await services.db.select().from(jobs).where(eq(jobs.id, jobId));
      if (row?.status === 'running' && jobsInHand(worker.output()).includes(jobId)) {
        await worker.stop('SIGKILL');
        return { worker, jobId };
      }
      worker.signal('SIGCONT');
    }
    await pause(50);
  }
  throw new Error(
    `neither worker was ever in the middle of a job; they said:\n${workers.map((w) => w.output()).join('\n---\n')}`,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
