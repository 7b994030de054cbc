// The operator's commands while the site runs on the embedded database: the site owns PGlite, and
// `verso` goes through it over the socket it offers in DATA_DIR (packages/db/src/ownerChannel.ts).
// The site here is its services as its instrumentation opens them, runner started, in this process or
// in a child that a test kills. The embedded pass only: on PostgreSQL every process opens the database.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { channelDir, channelPath, jobs as jobRows, queryRows } from '@verso/db';
import type { Services } from '@verso/services';
import {
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runVerso } from './testing/run-verso';
import { startSiteOwner } from './testing/site-owner';

const repoRoot = join(import.meta.dirname, '../../..');

describe.skipIf(process.env.DATABASE_URL)(
  'verso while the site holds the embedded database',
  {
    timeout: 400_000,
  },
  () => {
    let backend: TestBackend | undefined;
    let site: Services | undefined;

    beforeAll(async () => {
      backend = await createTestBackend();
      site = await servicesFor(backend);
      await site.startRunner();
    }, 120_000);
    afterAll(async () => {
      await site?.close(0);
      await backend?.dispose();
    });

    const started = () => {
      if (!backend || !site) throw new Error('the site starts before the first test');
      return { backend, site };
    };
    const environment = (dataBackend: TestBackend) => {
      const { DATABASE_URL, REDIS_URL, ...env } = process.env;
      return { ...env, ...dataBackend.env };
    };
    const verso = (...args: string[]) => runVerso(args, environment(started().backend));

    test('users create and list, credits grant, jobs list and retry go through the site, which sees each change', async () => {
      const { backend, site } = started();
      const socket = channelPath(backend.env.DATA_DIR as string);
      expect(statSync(socket).isSocket()).toBe(true);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect(statSync(channelDir(backend.env.DATA_DIR as string)).mode & 0o777).toBe(0o700);

      const created = await verso('users', 'create', '--email', 'ana@example.com', '--credits', '10');
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const ana = JSON.parse(created.stdout);
      expect(await site.users.byEmail('ana@example.com')).toMatchObject({ id: ana.id });
      expect(await site.credits.balance(ana.id)).toBe(10);

      const listed = await verso('users', 'list');
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain('ana@example.com');
      const doctor = await verso('doctor');
      expect(doctor.stdout).toMatch(
        new RegExp(
          `ok +database +embedded PGlite in .* \\(through the running site, pid ${process.pid}\\), migrated`,
        ),
      );

      const granted = await verso(
        'credits',
        'grant',
        '--email',
        'ana@example.com',
        '--amount',
        '5',
        '--reason',
        'Pilot',
      );
      expect(granted.code).toBe(0);
      expect(JSON.parse(granted.stdout)).toMatchObject({ balance: 15 });
      expect(await site.credits.balance(ana.id)).toBe(15);

      // A job the site's runner finishes, then fails as an engine would leave it; the CLI's retry is a new
      // job the site's runner takes too.
      const job = await site.jobs.create({
        userId: ana.id,
        filename: 'note.txt',
        stream: Readable.from([Buffer.from('The house is small.\n')]),
        from: 'en',
        to: 'es',
        engine: 'identity',
      });
      await eventually(async () => (await site.jobs.operator.listAll({ status: 'completed' })).length === 1);
      const jobsListed = await verso('jobs', 'list', '--status', 'completed');
      expect(jobsListed.code).toBe(0);
      expect(jobsListed.stdout).toContain(job.id);
      expect(jobsListed.stdout).toContain('ana@example.com');

      await site.db.update(jobRows).set({ status: 'failed' }).where(eq(jobRows.id, job.id));
      const retried = await verso('jobs', 'retry', job.id);
      expect(retried.code).toBe(0);
      const again = /queued again as job (\S+)\./.exec(retried.stdout)?.[1];
      await eventually(async () =>
        (await site.jobs.operator.listAll({ status: 'completed' })).some(({ id }) => id === again),
      );
    });

    test('a command newer than the running site asks for a restart instead of migrating through it', async () => {
      const { site } = started();
      // The site's database as one migration behind this code: its latest record taken away.
      const [last] = await queryRows<{ id: number; hash: string; created: string }>(
        site.db,
        sql`select id, hash, created_at::text as "created" from drizzle.__drizzle_migrations
            order by created_at desc limit 1`,
      );
      if (!last) throw new Error('the site records its migrations');
      await site.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
      try {
        const refused = await verso('users', 'list');
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          `The running site (pid ${process.pid}) has not applied 1 database migration(s)`,
        );
        const [after] = await queryRows<{ applied: number }>(
          site.db,
          sql`select count(*)::int as "applied" from drizzle.__drizzle_migrations where id = ${last.id}`,
        );
        expect(after?.applied).toBe(0);
      } finally {
        await site.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${last.id}, ${last.hash}, ${last.created}::bigint)`);
      }
    });

    test('a client that dies mid-transaction leaves the site working and its change undone', async () => {
      const { backend, site } = started();
      await site.users.create({ email: 'kept@example.com' });
      // A PostgreSQL client on the socket, as the CLI's, killed while its transaction is open.
      const client = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import pg from 'pg';
         const client = new pg.Client({ host: ${JSON.stringify(channelDir(backend.env.DATA_DIR as string))}, user: 'verso', database: 'verso' });
         await client.connect();
         await client.query('begin');
         await client.query('create table left_open (id int)');
         await client.query('delete from "user"');
         console.log('in the middle');
         setInterval(() => {}, 1000);`,
        ],
        { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      await new Promise<void>((resolve, reject) => {
        client.stdout.on('data', (chunk: Buffer) => {
          output += chunk;
          if (output.includes('in the middle')) resolve();
        });
        client.stderr.on('data', (chunk: Buffer) => {
          output += chunk;
        });
        client.once('exit', () => reject(new Error(`the client stopped first:\n${output}`)));
      });
      client.kill('SIGKILL');

      const [table] = await queryRows<{ gone: boolean }>(
        site.db,
        sql`select to_regclass('left_open') is null as "gone"`,
      );
      expect(table?.gone).toBe(true);
      expect(await site.users.byEmail('kept@example.com')).not.toBeNull();
      const listed = await verso('users', 'list');
      expect(listed.code).toBe(0);
    });

    test('a socket left by a killed site does not block the next start, whose socket goes when it stops', async () => {
      const own = await createTestBackend();
      const dataDir = own.env.DATA_DIR as string;
      const env = environment(own);
      try {
        const first = await startSiteOwner(env);
        expect(statSync(channelPath(dataDir)).isSocket()).toBe(true);
        await first.stop('SIGKILL');
        expect(existsSync(channelPath(dataDir))).toBe(true);
        expect(existsSync(join(dataDir, 'verso.pid'))).toBe(true);

        // The next start, here in this process.
        const second = await servicesFor(own);
        try {
          expect(statSync(channelPath(dataDir)).mode & 0o777).toBe(0o600);
          await second.users.create({ email: 'next@example.com' });
          const listed = await runVerso(['users', 'list'], env);
          expect(listed.stderr).toBe('');
          expect(listed.stdout).toContain('next@example.com');
        } finally {
          await second.close(0);
        }
        expect(existsSync(channelPath(dataDir))).toBe(false);
      } finally {
        await own.dispose();
      }
    });
  },
);
