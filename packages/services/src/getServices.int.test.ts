// The site's process-wide services: a database that is not reachable when the first request comes in
// must be picked up once it is, without restarting the site.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServices, type Services } from './services';
import { adminQuery } from './testing/testServices';

const postgresUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'verso-get-services-'));

const holder = globalThis as { [key: symbol]: Promise<Services> | undefined };
const servicesKey = Symbol.for('verso.services');

afterEach(async () => {
  await (await holder[servicesKey]?.catch(() => undefined))?.close();
  delete holder[servicesKey];
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

function useEnvironment(env: Record<string, string>) {
  for (const [name, value] of Object.entries({ REDIS_URL: '', DATABASE_URL: '', DATA_DIR: dataDir, ...env }))
    vi.stubEnv(name, value);
  vi.stubEnv('AUTH_SECRET', 'a'.repeat(32));
}

describe.runIf(!postgresUrl)('getServices on the embedded database', () => {
  it('opens the database on the next call once the process holding it has stopped', async () => {
    useEnvironment({});
    const holder = spawn('sleep', ['60']);
    writeFileSync(join(dataDir, 'verso.pid'), String(holder.pid));
    await expect(getServices()).rejects.toThrow(/in use by another Verso process/);

    holder.kill();
    await new Promise((resolve) => holder.once('exit', resolve));
    const services = await getServices();
    expect(await services.users.byId(crypto.randomUUID())).toBeNull();
  });
});

describe.runIf(postgresUrl)('getServices on PostgreSQL', () => {
  it('connects on the next call once the database exists', async () => {
    const name = `verso_later_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const url = new URL(postgresUrl as string);
    url.pathname = `/${name}`;
    useEnvironment({ DATABASE_URL: url.toString() });
    await expect(getServices()).rejects.toThrow();

    await adminQuery(postgresUrl as string, `CREATE DATABASE ${name}`);
    try {
      const services = await getServices();
      expect(await services.users.byId(crypto.randomUUID())).toBeNull();
      await services.close();
      delete holder[servicesKey];
    } finally {
      await adminQuery(postgresUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
