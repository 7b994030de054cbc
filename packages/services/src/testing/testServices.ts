// Services for integration tests on whichever backend the environment names: PostgreSQL and BullMQ
// when DATABASE_URL / REDIS_URL are set (a fresh database and queue prefix per call, dropped after),
// otherwise the embedded defaults (PGlite in a temporary DATA_DIR, in-process runner).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import { createServices, type Services } from '../services';
import { copyMigratedPglite } from './pgliteTemplate';

export const backendName = process.env.DATABASE_URL ? 'PostgreSQL + BullMQ' : 'PGlite + in-process runner';

export interface TestBackend {
  env: Record<string, string>;
  queuePrefix: string;
  dispose(): Promise<void>;
}

/**
 * A fresh backend. Its database is at the code's schema, as the services leave it on start (`empty`: one
 * with no tables, for the tests that build an earlier release's schema themselves).
 */
export async function createTestBackend({ empty = false } = {}): Promise<TestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'verso-test-'));
  const suffix = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  const queuePrefix = `verso-test-${suffix}`;
  // The suites translate with the identity and pseudo engines, which the site offers only on request.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JOB_LEASE_SECONDS: '2',
    SIGNUP_CREDITS: '0',
    VERSO_TEST_ENGINES: 'on',
    QUEUE_PREFIX: queuePrefix,
  };
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `verso_test_${suffix}`;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () =>
      adminQuery(process.env.DATABASE_URL as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  // PostgreSQL makes a database in milliseconds (and the services migrate it); PGlite takes seconds.
  if (!process.env.DATABASE_URL && !empty) await copyMigratedPglite(dataDir);
  return {
    env,
    queuePrefix,
    async dispose() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function servicesFor(backend: TestBackend, extraEnv: Record<string, string> = {}): Promise<Services> {
  return createServices(loadConfig({ ...backend.env, ...extraEnv }));
}

/**
 * Services on a fresh backend for the tests of the enclosing describe block, closed after them;
 * call the returned function inside a test. No runner is started.
 */
export function servicesDuringTests(extraEnv: Record<string, string> = {}): () => Services {
  let backend: TestBackend | undefined;
  let services: Services | undefined;
  // Opening PGlite and migrating it takes a while on a machine busy with other suites.
  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, extraEnv);
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });
  return () => {
    if (!services) throw new Error('the services start before the first test');
    return services;
  };
}

/** Runs one statement on its own connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
