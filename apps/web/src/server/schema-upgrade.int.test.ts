// Upgrades: an installation of an earlier release, with accounts, sessions, keys, a ledger, jobs and
// orders in it, takes the current release's migrations (as `npm start` or `npm run migrate` applies them)
// and everything in it still works through the services: people stay signed in, keys authenticate,
// balances add up, jobs are listed, a finished one downloads and a waiting one runs. The earlier schema
// is built with the first migrations of today's list (migrations are forward-only, so a release's
// schema is a prefix of them), and its rows are written in plain SQL valid for that schema.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import {
  accounts,
  migrateDatabase,
  openDatabase,
  pendingMigrationCount,
  sessions,
  users,
  verificationTokens,
} from '@verso/db';
import { migrations } from '@verso/db/migrations.generated';
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// drizzle-kit's journal names the migrations, in the order of the embedded list.
const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../packages/db/drizzle/meta/_journal.json'), 'utf8'),
);
const tagOf = (applied: number) => journal.entries[applied - 1]?.tag ?? '';
// The release before this one, and an older one from before commerce, review and webhooks (0006).
const organizationsMigration = journal.entries.findIndex((entry) => entry.tag === '0005_organizations') + 1;
if (organizationsMigration === 0) throw new Error('the journal lists no 0005_organizations migration');
const startingPoints = [
  { release: 'the previous release', applied: migrations.length - 1 },
  { release: 'an older release', applied: organizationsMigration },
].map((point) => ({ ...point, schema: tagOf(point.applied) }));

const apiKey = 'vk_upgrade-test-key-0123456789abcdefghijklmnop';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sourceText = 'The house is small.\n';
const resultText = 'La casa es pequeña.\n';

/**
 * Rows an installation of that time holds, each statement with the number of migrations its tables
 * and columns need (0006 added orders and ledger entries that name them).
 */
const earlierRows: { needs: number; statement: string }[] = [
  {
    needs: 1,
    statement: `INSERT INTO "user" ("id", "name", "email", "emailVerified", "locale", "createdAt") VALUES
      ('u-alice', 'Alice', 'alice@example.com', now(), 'es', now() - interval '90 days'),
      ('u-bob', 'Bob', 'bob@example.com', NULL, NULL, now() - interval '30 days')`,
  },
  {
    needs: 1,
    statement: `INSERT INTO "session" ("sessionToken", "userId", "expires") VALUES
      ('session-alice', 'u-alice', now() + interval '20 days')`,
  },
  {
    needs: 1,
    statement: `INSERT INTO "account" ("userId", "type", "provider", "providerAccountId") VALUES
      ('u-bob', 'oidc', 'google', 'google-bob')`,
  },
  {
    needs: 1,
    statement: `INSERT INTO "apiKey" ("id", "userId", "name", "hash", "prefix") VALUES
      ('k-alice', 'u-alice', 'scripts', '${sha256(apiKey)}', '${apiKey.slice(0, 10)}')`,
  },
  {
    needs: 1,
    statement: `INSERT INTO "file" ("id", "userId", "name", "mimeType", "size", "storageKey") VALUES
      ('f-done-source', 'u-alice', 'done.txt', 'text/plain', 20, 'uploads/u-alice/done'),
      ('f-done-result', 'u-alice', 'done.es.txt', 'text/plain', 21, 'results/u-alice/done-1'),
      ('f-waiting-source', 'u-alice', 'waiting.txt', 'text/plain', 20, 'uploads/u-alice/waiting')`,
  },
  {
    needs: 1,
    statement: `INSERT INTO "job" ("id", "userId", "status", "progress", "sourceLang", "targetLang", "engine",
        "sourceFileId", "resultFileId", "fileName", "resultFileName", "wordCount", "credits", "errorMessage",
        "attempts", "createdAt", "startedAt", "finishedAt") VALUES
      ('j-done', 'u-alice', 'completed', 100, 'en', 'es', 'apertium', 'f-done-source', 'f-done-result',
        'done.txt', 'done.es.txt', 4, 3, NULL, 1, now() - interval '3 days', now() - interval '3 days',
        now() - interval '3 days'),
      ('j-failed', 'u-alice', 'failed', 40, 'en', 'es', 'apertium', NULL, NULL, 'broken.pdf', NULL, 900, 2,
        'The file is damaged. Your credits were refunded.', 1, now() - interval '2 days',
        now() - interval '2 days', now() - interval '2 days'),
      ('j-waiting', 'u-alice', 'queued', 0, 'en', 'es', 'identity', 'f-waiting-source', NULL, 'waiting.txt',
        NULL, 4, 1, NULL, 0, now() - interval '1 minute', NULL, NULL)`,
  },
  {
    needs: 1,
    statement: `INSERT INTO "creditEntry" ("id", "userId", "amount", "reason", "jobId", "createdAt") VALUES
      ('c-grant', 'u-alice', 100, 'sign-up', NULL, now() - interval '90 days'),
      ('c-done', 'u-alice', -3, 'document translation', 'j-done', now() - interval '3 days'),
      ('c-failed', 'u-alice', -2, 'document translation', 'j-failed', now() - interval '2 days'),
      ('c-refund', 'u-alice', 2, 'refund', 'j-failed', now() - interval '2 days'),
      ('c-waiting', 'u-alice', -1, 'document translation', 'j-waiting', now() - interval '1 minute'),
      ('c-bob', 'u-bob', 10, 'sign-up', NULL, now() - interval '30 days')`,
  },
  {
    needs: 2,
    statement: `INSERT INTO "glossary" ("id", "userId", "name", "sourceLang", "targetLang") VALUES
      ('g-homes', 'u-alice', 'Homes', 'en', 'es')`,
  },
  {
    needs: 2,
    statement: `INSERT INTO "glossary_term" ("id", "glossaryId", "position", "source", "target") VALUES
      ('t-house', 'g-homes', 0, 'house', 'vivienda')`,
  },
  {
    needs: organizationsMigration,
    statement: `INSERT INTO "organization" ("id", "name") VALUES ('o-acme', 'Acme')`,
  },
  {
    needs: organizationsMigration,
    statement: `INSERT INTO "organizationMember" ("organizationId", "userId", "role") VALUES
      ('o-acme', 'u-alice', 'owner'), ('o-acme', 'u-bob', 'member')`,
  },
  {
    needs: organizationsMigration + 1,
    statement: `INSERT INTO "order" ("id", "userId", "packageId", "credits", "amountMinor", "currency", "provider",
        "payMethod", "providerReference", "status", "receiptNumber", "paidAt") VALUES
      ('order-alice', 'u-alice', 'starter', 50, 500, 'USD', 'stripe', 'card', 'cs_test_alice', 'paid', 1,
        now() - interval '10 days')`,
  },
  {
    needs: organizationsMigration + 1,
    statement: `INSERT INTO "creditEntry" ("id", "userId", "amount", "reason", "orderId", "createdAt") VALUES
      ('c-purchase', 'u-alice', 50, 'purchase', 'order-alice', now() - interval '10 days')`,
  },
  {
    needs: organizationsMigration + 1,
    statement: `INSERT INTO "creditEntry" ("id", "userId", "organizationId", "amount", "reason", "createdAt") VALUES
      ('c-acme-grant', 'u-bob', 'o-acme', 20, 'grant', now() - interval '9 days'),
      ('c-acme-spent', 'u-alice', 'o-acme', -4, 'text translation', now() - interval '8 days')`,
  },
];

describe.each(startingPoints)(`upgrading from $release (schema $schema) on ${backendName}`, ({ applied }) => {
  let backend: TestBackend;
  let services: Services;
  const hasOrders = applied > organizationsMigration;

  beforeAll(async () => {
    backend = await createTestBackend({ empty: true });
    const location = backend.env.DATABASE_URL
      ? { databaseUrl: backend.env.DATABASE_URL }
      : { dataDir: backend.env.DATA_DIR as string };
    const earlier = await openDatabase(location);
    try {
      await migrateDatabase(earlier.db, migrations.slice(0, applied));
      for (const { needs, statement } of earlierRows) {
        if (needs <= applied) await earlier.db.execute(sql.raw(statement));
      }
    } finally {
      await earlier.close();
    }
    // As `npm start` does: the services apply the migrations the database lacks.
    services = await servicesFor(backend);
    // The files the jobs name, where that installation kept them.
    await services.storage.write('uploads/u-alice/done', Readable.from([Buffer.from(sourceText)]), 1e6);
    await services.storage.write('results/u-alice/done-1', Readable.from([Buffer.from(resultText)]), 1e6);
    await services.storage.write('uploads/u-alice/waiting', Readable.from([Buffer.from(sourceText)]), 1e6);
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  test('every migration is applied', async () => {
    expect(await pendingMigrationCount(services.db)).toBe(0);
  });

  test('people stay signed in, sign in again with their provider, and their keys authenticate', async () => {
    const adapter = DrizzleAdapter(services.db, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    });
    const session = await adapter.getSessionAndUser?.('session-alice');
    expect(session?.user).toMatchObject({ id: 'u-alice', email: 'alice@example.com' });
    const bob = await adapter.getUserByAccount?.({ provider: 'google', providerAccountId: 'google-bob' });
    expect(bob).toMatchObject({ id: 'u-bob', email: 'bob@example.com' });
    expect(await services.apiKeys.authenticate(apiKey)).toMatchObject({ user: { id: 'u-alice' } });
    const link = await services.signInLinks.create('alice@example.com');
    expect(link.url).toContain('email=alice%40example.com');
  });

  test('balances are what the ledger said before', async () => {
    expect(await services.credits.balance('u-alice')).toBe(100 - 3 - 2 + 2 - 1 + (hasOrders ? 50 : 0));
    expect(await services.credits.balance('u-bob')).toBe(10);
    expect(await services.credits.balanceOf({ organizationId: 'o-acme' })).toBe(hasOrders ? 16 : 0);
    if (hasOrders) {
      expect(await services.purchases.list('u-alice')).toEqual([
        expect.objectContaining({ id: 'order-alice', receiptNumber: 1, credits: 50, status: 'paid' }),
      ]);
    }
    const organization = await services.organizations.mine('u-bob');
    expect(organization?.organization.name).toBe('Acme');
    expect(organization?.members.map((member) => member.userId).sort()).toEqual(['u-alice', 'u-bob']);
  });

  test('jobs are listed, a finished one downloads, and a waiting one runs', async () => {
    const listed = await services.jobs.list('u-alice');
    expect(listed.map((job) => [job.id, job.status])).toEqual([
      ['j-waiting', 'queued'],
      ['j-failed', 'failed'],
      ['j-done', 'completed'],
    ]);
    const result = await services.jobs.openResult('u-alice', 'j-done');
    expect(Buffer.concat((await result?.stream.toArray()) ?? []).toString()).toBe(resultText);
    expect((await services.glossaries.list('u-alice')).map((glossary) => glossary.name)).toEqual(['Homes']);

    await services.startRunner();
    await eventually(
      async () => (await services.jobs.get('u-alice', 'j-waiting'))?.status === 'completed',
      60_000,
    );
    const ran = await services.jobs.openResult('u-alice', 'j-waiting');
    expect(Buffer.concat((await ran?.stream.toArray()) ?? []).toString()).toBe(sourceText);
    // Paid for before the upgrade: running it charged nothing more.
    expect(await services.credits.balance('u-alice')).toBe(96 + (hasOrders ? 50 : 0));
  }, 90_000);
});
