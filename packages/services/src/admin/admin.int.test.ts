// The operator's queries: daily activity per engine, account search and detail, error triage.
import { errorReports, files, jobs, sessions } from '@verso/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe(`admin queries on ${backendName}`, () => {
  const services = servicesDuringTests();

  const addJob = async (userId: string, engine: string, words: number, createdAt: Date, failed = false) =>
    services()
      .db.insert(jobs)
      .values({
        userId,
        engine,
        wordCount: words,
        createdAt,
        sourceLang: 'en',
        targetLang: 'de',
        fileName: 'a.txt',
        status: failed ? 'failed' : 'completed',
      });

  test('jobs, words and failures are counted per UTC day and engine, older days left out', async () => {
    const user = await services().users.create({ email: 'daily@example.com' });
    await addJob(user.id, 'deepl', 100, hoursAgo(1));
    await addJob(user.id, 'deepl', 50, hoursAgo(2), true);
    await addJob(user.id, 'openai', 7, hoursAgo(30));
    await addJob(user.id, 'openai', 9, hoursAgo(24 * 40));
    expect(await services().admin.activity.read(30, now)).toEqual([
      { day: '2026-03-09', engine: 'openai', jobs: 1, words: 7, failed: 0 },
      { day: '2026-03-10', engine: 'deepl', jobs: 2, words: 150, failed: 1 },
    ]);
  });

  test('stored bytes are added up per UTC day they were written', async () => {
    const user = await services().users.create({ email: 'storage@example.com' });
    const file = (key: string, size: number, createdAt: Date) =>
      services()
        .db.insert(files)
        .values({ userId: user.id, name: key, mimeType: 'text/plain', size, storageKey: key, createdAt });
    await file('s/1', 5_000_000_000, hoursAgo(1));
    await file('s/2', 20, hoursAgo(2));
    await file('s/3', 7, hoursAgo(24 * 40));
    expect(await services().admin.storage.read(30, now)).toEqual([
      { day: '2026-03-10', bytes: 5_000_000_020 },
    ]);
  });

  test('an account is found by part of its address or name, and opened with its jobs and ledger', async () => {
    const user = await services().users.create({
      email: 'Findme_1@example.com',
      name: 'Ada Lovelace',
      credits: 30,
    });
    await services().users.create({ email: 'findmex1@example.com' });
    await addJob(user.id, 'deepl', 5, hoursAgo(1));
    expect((await services().admin.userSearch.find('lovelace')).map((u) => u.email)).toEqual([
      'findme_1@example.com',
    ]);
    // `_` is the operator's character, not a wildcard.
    expect((await services().admin.userSearch.find('findme_1')).map((u) => u.email)).toEqual([
      'findme_1@example.com',
    ]);
    const detail = await services().admin.userDetail.read(user.id);
    expect(detail?.jobs).toHaveLength(1);
    expect(detail?.ledger.map((entry) => entry.amount)).toEqual([30]);
    expect(detail?.organization).toBeNull();
    expect(await services().admin.userDetail.read('no-such-user')).toBeNull();
  });

  test('disabling an account ends its sessions with it; enabling lets it in again', async () => {
    const user = await services().users.create({ email: 'disable@example.com' });
    await services()
      .db.insert(sessions)
      .values({ sessionToken: 'token-disable', userId: user.id, expires: new Date(Date.now() + 60_000) });
    expect((await services().users.setDisabled('disable@example.com', true))?.disabledAt).not.toBeNull();
    expect(await services().db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await services().users.setDisabled('disable@example.com', false))?.disabledAt).toBeNull();
  });

  test('error reports are grouped by message; resolving marks them until the message comes again', async () => {
    const report = (message: string, createdAt: Date) =>
      services().db.insert(errorReports).values({ message, createdAt });
    await report('boom', hoursAgo(3));
    await report('boom', hoursAgo(2));
    await report('quiet', hoursAgo(5));
    const groups = await services().admin.errorGroups.list();
    expect(groups.map(({ message, count, resolved }) => ({ message, count, resolved }))).toEqual([
      { message: 'boom', count: 2, resolved: false },
      { message: 'quiet', count: 1, resolved: false },
    ]);
    expect(groups[0]?.lastSeen).toEqual(hoursAgo(2));
    expect(await services().admin.errorGroups.resolve('boom', hoursAgo(1))).toBe(2);
    expect((await services().admin.errorGroups.list())[0]?.resolved).toBe(true);
    await report('boom', now);
    expect((await services().admin.errorGroups.list())[0]).toMatchObject({ count: 3, resolved: false });
  });
});
