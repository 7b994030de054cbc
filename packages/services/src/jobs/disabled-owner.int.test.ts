// A job of an account the operator disabled does not start: it fails with a message saying why, and its
// credits come back once.
import { expect, test } from 'vitest';
import { queueSentenceJob, refundsOf } from '../testing/jobLedger';
import { servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

const services = servicesDuringTests();

test("a disabled account's queued job fails unstarted and is refunded", async () => {
  const user = await services().users.create({ email: 'disabled-owner@example.com', credits: 5 });
  const job = await queueSentenceJob(services(), user.id, 'identity');
  await services().users.setDisabled('disabled-owner@example.com', true);

  await runJob({ ...services(), leaseMs: 60_000 }, job.id);

  const after = await services().jobs.get(user.id, job.id);
  expect(after).toMatchObject({ status: 'failed', progress: 0 });
  expect(after?.errorMessage).toContain('disabled');
  expect(await services().credits.balance(user.id)).toBe(5);
  expect(await refundsOf(services(), user.id)).toHaveLength(1);
});
