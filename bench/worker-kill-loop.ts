// Issue 17's crash test at full length: the real worker SIGKILLed 20 times mid-job on PostgreSQL +
// BullMQ (packages/services/src/testing/workerKillLoop.ts; `npm test` runs it with 3 kills). Prints
// the kills, the jobs, and per job the completions and the charges and refunds the ledger holds, as
// one JSON line for scripts/bench.mjs. Needs DATABASE_URL and REDIS_URL, as the services test pass does.
import { createTestBackend } from '@verso/services/testing/testServices';
import { runWorkerKillLoop } from '@verso/services/testing/workerKillLoop';

const kills = 20;
const name = `worker SIGKILLed mid-job ${kills} times (PostgreSQL + BullMQ)`;
const target = 'every job completed once, 1 charge and 0 refunds each, queue empty';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.log(
    JSON.stringify({ name, result: 'skipped: DATABASE_URL and REDIS_URL are not set', target, met: null }),
  );
  process.exit(0);
}

const backend = await createTestBackend();
try {
  const report = await runWorkerKillLoop(backend, { kills, words: 6000, queue: 'bullmq' });
  const jobs = report.jobs;
  const tally = (count: (job: (typeof jobs)[number]) => number) =>
    [...new Set(jobs.map(count))].sort((a, b) => a - b).join('/');
  const met =
    jobs.every(
      (job) =>
        job.status === 'completed' &&
        job.completions === 1 &&
        job.storedResults === 1 &&
        job.resultCorrect &&
        job.charges === 1 &&
        job.refunds === 0,
    ) && report.queueLeftovers === 0;
  const completed = jobs.filter((job) => job.status === 'completed').length;
  console.log(
    JSON.stringify({
      name,
      result:
        `${report.kills} kills (jobs at ${Math.min(...report.killedAtProgress)}–` +
        `${Math.max(...report.killedAtProgress)} %), ${jobs.length} jobs, ${completed} completed; per job: ` +
        `completions ${tally((job) => job.completions)}, charges ${tally((job) => job.charges)}, ` +
        `refunds ${tally((job) => job.refunds)}, attempts ${tally((job) => job.attempts)}; ` +
        `${report.queueLeftovers} left in the queue; ${report.seconds.toFixed(0)} s`,
      target,
      met,
      ...report,
    }),
  );
} finally {
  await backend.dispose();
}
