// Issue 22: the site told to stop (SIGTERM, as a deploy or `systemctl stop` does) while an upload is
// still arriving and a job is running: it refuses new connections at once, lets the upload finish,
// gives the running job back to the queue (not a crash attempt, not charged again) and exits 0 within
// SHUTDOWN_GRACE_SECONDS. On both backends: the embedded one is the site most installations run.
import { request } from 'node:http';
import { connect } from 'node:net';
import { creditEntries, jobs } from '@verso/db';
import { freePort } from '@verso/services/testing/freePort';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { type RunningProcess, startSiteProcess } from '@verso/services/testing/workerProcess';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteIsBuilt } from './testing/site-process';

const skipReason = siteIsBuilt() ? undefined : 'the site is not built (node scripts/build-web.mjs)';
const graceSeconds = 3;
/** A minute of the slow engine's work: it cannot finish within the grace period. */
const slowStory = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join('\n\n');

describe.skipIf(skipReason)(
  `the site on SIGTERM on ${backendName}${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let backend: TestBackend;
    let site: RunningProcess | undefined;
    let url: string;
    let port: number;
    let key: string;
    let userId: string;

    beforeAll(async () => {
      backend = await createTestBackend();
      // The account exists before the site opens the database (the embedded one admits one process).
      const services = await servicesFor(backend);
      try {
        const user = await services.users.create({ email: 'shutdown@example.com', credits: 100 });
        userId = user.id;
        key = (await services.apiKeys.create(user.id)).key;
      } finally {
        await services.close();
      }
      port = await freePort();
      url = `http://127.0.0.1:${port}`;
      site = startSiteProcess({
        ...process.env,
        ...backend.env,
        PORT: String(port),
        PUBLIC_URL: url,
        AUTH_SECRET: 'site-shutdown-test-auth-secret-012345',
        SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
        WORKER_CONCURRENCY: '1',
        LOG_LEVEL: 'info',
      });
      await eventually(
        async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200,
        180_000,
      ).catch((error) => {
        throw new Error(`${error.message}: the site said:\n${site?.output()}`);
      });
      // Next's start-up takes seconds on an idle machine and minutes on one busy with other suites.
    }, 240_000);

    afterAll(async () => {
      await site?.stop('SIGKILL');
      await backend?.dispose();
    });

    test('refuses new connections, finishes the upload in flight, gives the running job back and exits 0', async () => {
      if (!site) throw new Error('the site starts before the test');
      const api = (path: string, body: unknown) =>
        fetch(`${url}/api/v1/${path}`, {
          method: 'POST',
          headers: { authorization: key, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const form = new FormData();
      for (const [name, value] of Object.entries(taskFields)) form.set(name, value);
      form.set('file', new Blob([slowStory]), 'story.txt');
      const created = await fetch(`${url}/api/v1/translation/create`, {
        method: 'POST',
        headers: { authorization: key },
        body: form,
      });
      expect(created.status).toBe(200);
      const running = (await created.json()).taskId as string;
      await eventually(async () => {
        const task = await (await api('translation/query', { taskId: running })).json();
        return task.status === 'Processing' && task.progress > 0;
      }, 60_000);

      const upload = slowUpload(port, key);
      await upload.started;
      const signalled = Date.now();
      const exited = site.stop('SIGTERM');

      await eventually(() => connectionRefused(port), 5_000);
      upload.finish();
      const answer = await upload.answer;
      expect(answer.status).toBe(200);
      const uploaded = JSON.parse(answer.body).taskId as string;
      expect(uploaded).toEqual(expect.any(String));

      expect(await exited).toBe(0);
      const stoppedInMs = Date.now() - signalled;
      // The job had the whole grace period; then it is handed back (its attempt notices within a second)
      // and the connections close, which took 2 s on two cores under a load of 25. The units'
      // TimeoutStopSec leaves 15 s for that.
      expect(stoppedInMs).toBeGreaterThanOrEqual(graceSeconds * 1000);
      expect(stoppedInMs).toBeLessThan(graceSeconds * 1000 + 5000);
      expect(site.output()).toContain('"msg":"stopped"');

      const services = await servicesFor(backend);
      const paidOnce = async (jobId: string) => {
        const ledger = await services.db.select().from(creditEntries).where(eq(creditEntries.jobId, jobId));
        expect(ledger.filter((entry) => entry.amount < 0)).toHaveLength(1);
        expect(ledger.filter((entry) => entry.reason === 'refund')).toEqual([]);
      };
      try {
        for (const jobId of [running, uploaded]) {
          const [row] = await services.db.select().from(jobs).where(eq(jobs.id, jobId));
          expect(row).toMatchObject({ status: 'queued', attempts: 0, leaseExpiresAt: null, userId });
          await paidOnce(jobId);
        }
        // Back in the queue indeed: the next runner (here, the test's) finishes both, charging nothing more.
        await services.startRunner();
        for (const jobId of [running, uploaded]) {
          await eventually(
            async () => (await services.jobs.get(userId, jobId))?.status === 'completed',
            90_000,
          );
          await paidOnce(jobId);
        }
      } finally {
        await services.close();
      }
    }, 240_000);
  },
);

const taskFields = {
  fromLang: 'English',
  toLang: 'Spanish',
  model: 'slow',
  shouldTranslateFileName: 'false',
};

/**
 * An API v1 upload whose body arrives in two parts: the first at once (`started` once it is sent), the
 * rest when `finish` is called; `answer` is the site's reply.
 */
function slowUpload(port: number, key: string) {
  const boundary = `verso-${crypto.randomUUID()}`;
  const fields = Object.entries(taskFields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.from(
    `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nThe house is small.\nThe garden is green.\n\r\n--${boundary}--\r\n`,
  );
  const half = Math.floor(body.length / 2);
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/translation/create',
    headers: {
      authorization: key,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
    });
    outgoing.on('error', reject);
  });
  const started = new Promise<void>((resolve) => outgoing.write(body.subarray(0, half), () => resolve()));
  // The site holds the connection open while it waits for the rest: give its handler time to begin.
  const startedAndReading = started.then(() => new Promise<void>((resolve) => setTimeout(resolve, 500)));
  return { started: startedAndReading, answer, finish: () => outgoing.end(body.subarray(half)) };
}

/** Whether a new TCP connection to the port is refused (the server stopped listening). */
function connectionRefused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
