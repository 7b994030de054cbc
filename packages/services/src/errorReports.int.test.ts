// Error reports come from anyone: each client is limited per hour, and reports go after 30 days.
import { errorReports } from '@verso/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorReportsPerClientPerHour } from './errorReports';
import type { Services } from './services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from './testing/testServices';

const dayMs = 24 * 60 * 60 * 1000;

describe(`error reports on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const storedMessages = async () =>
    (await services.db.select({ message: errorReports.message }).from(errorReports)).map(
      (row) => row.message,
    );

  test('one client’s flood is cut at its hourly allowance; other clients still report', async () => {
    const accepted = [];
    for (let i = 0; i <= errorReportsPerClientPerHour; i++) {
      accepted.push(await services.errors.report({ message: `flood ${i}` }, '198.51.100.77'));
    }
    expect(accepted.filter(Boolean)).toHaveLength(errorReportsPerClientPerHour);
    expect(accepted.at(-1)).toBe(false);
    expect(await services.errors.report({ message: 'a real crash' }, '198.51.100.78')).toBe(true);
    const messages = await storedMessages();
    expect(messages.filter((message) => message.startsWith('flood'))).toHaveLength(
      errorReportsPerClientPerHour,
    );
    expect(messages).toContain('a real crash');
  });

  test('the hourly retention sweep deletes reports older than 30 days and keeps newer ones', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
    await services.db.insert(errorReports).values([
      { message: 'from last season', createdAt: daysAgo(31) },
      { message: 'from last week', createdAt: daysAgo(29) },
    ]);
    // The runner sweeps as it starts, then every hour.
    await services.startRunner();
    await eventually(async () => !(await storedMessages()).includes('from last season'));
    expect(await storedMessages()).toContain('from last week');
  });
});
