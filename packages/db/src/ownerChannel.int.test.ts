// The embedded database's socket for other processes (ownerChannel.ts): a visitor speaking PostgreSQL's
// protocol (node-postgres, as the CLI) shares PGlite with its owner without either ever running inside
// the other's transaction, and whatever a visitor leaves open is undone. PGlite only: it runs once, in
// the embedded pass.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { channelDir, channelPath, type OwnerChannel, offerChannel } from './ownerChannel';

describe.skipIf(process.env.DATABASE_URL)('the embedded database shared through its owner', () => {
  let dataDir: string;
  let owner: PGlite;
  let channel: OwnerChannel | undefined;
  const visitors: pg.Client[] = [];

  // One PGlite for the suite (creating one takes seconds), emptied before each test.
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'verso-channel-'));
    owner = await PGlite.create(join(dataDir, 'pglite'));
    await owner.exec('create table note (id int primary key, body text)');
  }, 60_000);
  beforeEach(() => owner.exec('truncate note'));

  afterEach(async () => {
    await Promise.all(visitors.splice(0).map((visitor) => visitor.end().catch(() => {})));
    await channel?.close();
    channel = undefined;
  });

  afterAll(async () => {
    await owner.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function visitor() {
    const client = new pg.Client({ host: channelDir(dataDir), user: 'verso', database: 'verso' });
    // A visitor the owner disconnects hears of it here; the test looks at the owner instead.
    client.on('error', () => {});
    visitors.push(client);
    await client.connect();
    return client;
  }

  const notes = async () => (await owner.query<{ id: number }>('select id from note order by id')).rows;
  const settled = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 300))]);

  test('a visitor writes through the owner; its transaction is the owner’s to wait for, not to join', async () => {
    channel = await offerChannel(owner, dataDir);
    const client = await visitor();
    await client.query('insert into note values ($1, $2)', [1, 'first']);
    expect(await notes()).toEqual([{ id: 1 }]);

    await client.query('begin');
    await client.query('insert into note values (2, $1)', ['second']);
    const ownersRead = notes();
    // The owner's query waits for the visitor's transaction instead of running inside it.
    expect(await settled(ownersRead)).toBe(false);
    await client.query('commit');
    expect(await ownersRead).toEqual([{ id: 1 }, { id: 2 }]);

    // And the other way round: a visitor waits for the owner's transaction, which it never sees half-done.
    let visitorsCount: Promise<pg.QueryResult> | undefined;
    await owner.transaction(async (tx) => {
      await tx.query('insert into note values (3, $1)', ['third']);
      visitorsCount = client.query('select count(*)::int as n from note');
      expect(await settled(visitorsCount)).toBe(false);
    });
    expect((await visitorsCount)?.rows).toEqual([{ n: 3 }]);
  });

  test('several visitors at once take turns, each transaction whole', async () => {
    channel = await offerChannel(owner, dataDir);
    await Promise.all(
      [0, 1, 2, 3].map(async (n) => {
        const client = await visitor();
        for (let i = 0; i < 5; i++) {
          await client.query('begin');
          await client.query('insert into note values ($1, $2)', [n * 10 + i, 'turn']);
          await client.query('commit');
        }
      }),
    );
    expect(await notes()).toHaveLength(20);
    expect(owner.isInTransaction()).toBe(false);
  });

  test('a visitor that disconnects mid-transaction or mid-query leaves nothing behind', async () => {
    channel = await offerChannel(owner, dataDir);
    const inTransaction = await visitor();
    await inTransaction.query('begin');
    await inTransaction.query("insert into note values (1, 'never')");
    await inTransaction.query("set search_path = 'elsewhere'");
    connectionOf(inTransaction).stream.destroy();

    // Parse, Bind and Execute an insert without the Sync that would commit it, then go.
    const midQuery = await visitor();
    const connection = connectionOf(midQuery);
    connection.parse({ text: "insert into note values (2, 'half')" });
    connection.bind({});
    connection.execute({});
    connection.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    connection.stream.destroy();

    expect(await notes()).toEqual([]);
    expect(owner.isInTransaction()).toBe(false);
    expect((await owner.query('show search_path')).rows).toEqual([{ search_path: 'public' }]);
    // The next visitor finds the database as the owner left it.
    expect((await (await visitor()).query('select count(*)::int as n from note')).rows).toEqual([{ n: 0 }]);
  });

  test('a visitor that holds the database too long is disconnected and its transaction rolled back', async () => {
    channel = await offerChannel(owner, dataDir, { maxHoldMs: 500 });
    const client = await visitor();
    await client.query('begin');
    await client.query("insert into note values (1, 'too slow')");
    const ended = new Promise((resolve) => client.once('end', resolve));
    // The owner waits at most maxHoldMs, then goes on without the visitor's write.
    expect(await notes()).toEqual([]);
    await ended;
    await expect(client.query('commit')).rejects.toThrow();
    await owner.query("insert into note values (2, 'owner')");
    expect(await notes()).toEqual([{ id: 2 }]);
  });

  test('the socket is the owner’s user’s only, replaces a stale one and goes when the owner closes it', async () => {
    // A socket file left by an owner that was killed: the caller holds the data directory, so it is stale.
    const path = channelPath(dataDir);
    rmSync(channelDir(dataDir), { recursive: true, force: true });
    mkdirSync(channelDir(dataDir), { mode: 0o755 });
    writeFileSync(path, 'left behind');
    channel = await offerChannel(owner, dataDir);
    expect(statSync(path).isSocket()).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(channelDir(dataDir)).mode & 0o777).toBe(0o700);
    expect((await (await visitor()).query('select 1 as one')).rows).toEqual([{ one: 1 }]);

    await channel.close();
    channel = undefined;
    expect(() => statSync(path)).toThrow(/ENOENT/);
  });
});

/** node-postgres's connection, to send protocol messages one by one as a broken client would. */
function connectionOf(client: pg.Client) {
  return (
    client as unknown as {
      connection: {
        stream: { destroy(): void };
        parse(query: { text: string }): void;
        bind(config: object): void;
        execute(config: object): void;
        flush(): void;
      };
    }
  ).connection;
}
