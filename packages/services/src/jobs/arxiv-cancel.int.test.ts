// An arXiv job while latexmk runs: its page shows the compiling stage, and cancelling it stops latexmk
// and the TeX it started at once, the job cancelled and refunded like any other. The paper's compile
// never ends by itself (fixtures/endless), so only the cancellation can end the attempt in time.
import { join } from 'node:path';
import { type ArxivDouble, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { texProcessesFor } from '@verso/core/arxiv/testing/tex-processes';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refundsOf } from '../testing/jobLedger';
import { backendName, eventually, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

const endless = join(import.meta.dirname, '../../../core/src/arxiv/fixtures/endless');

describe(`cancelling an arXiv job while it compiles on ${backendName}`, () => {
  let arxiv: ArxivDouble;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    arxiv = await startArxivDouble({ '2402.00019': { kind: 'folder', dir: endless } });
    env.ARXIV_URL = arxiv.url;
  });
  afterAll(() => arxiv.close());
  const services = servicesDuringTests(env);

  test('the job shows the compiling stage, and cancelling it kills latexmk and its TeX', async () => {
    const user = await services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits: 50 });
    const job = await services().jobs.createFromArxiv({
      userId: user.id,
      arxiv: '2402.00019',
      from: 'en',
      to: 'es',
      engine: 'apertium',
    });
    expect(await services().credits.balance(user.id)).toBeLessThan(50);
    const running = runJob({ ...services(), arxiv: services().config.arxiv, leaseMs: 120_000 }, job.id);

    await eventually(async () => (await texProcessesFor('endless-paper.tex')).length > 0, 60_000);
    const compiling = await eventually(async () => {
      const seen = await services().jobs.get(user.id, job.id);
      return seen?.stage === 'compiling' && seen;
    });
    expect(compiling).toMatchObject({ status: 'running', progress: 80 });

    const cancelledAt = Date.now();
    expect((await services().jobs.cancel(user.id, job.id))?.status).toBe('cancelled');
    await running;
    expect(Date.now() - cancelledAt).toBeLessThan(5_000);
    expect(await texProcessesFor('endless-paper.tex')).toEqual([]);

    expect((await services().jobs.get(user.id, job.id))?.status).toBe('cancelled');
    expect(await services().credits.balance(user.id)).toBe(50);
    expect(await refundsOf(services(), user.id)).toHaveLength(1);
  }, 90_000);
});
