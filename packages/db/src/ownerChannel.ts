// The embedded database's door for the other processes of its machine: while the site holds PGlite (one
// process at a time, dataDirLock.ts), `verso users …`, `credits …`, `jobs …`, `keys …` and `doctor` reach
// it through the site, over a Unix socket in DATA_DIR that only the owner's user can open.
//
// The door speaks PostgreSQL's wire protocol, so a visitor opens the services with the same driver and
// code as on DATABASE_URL (node-postgres, `host` = the socket's directory) and every command works
// unchanged. @electric-sql/pglite-socket does the same but cannot share PGlite with its owner: it runs
// one protocol message at a time under PGlite's query lock, so the site's own queries could run between a
// visitor's Parse and its Sync (taking over the unnamed statement) or inside a visitor's open
// transaction, and it pins another PGlite version (0.5.14 exactly). Forwarding raw protocol bytes is a
// small job, so this is our own.
//
// PGlite has one session. A visitor holds it from its first message until it is idle again (its last
// message a Sync or a simple Query, all its input consumed, no transaction open): for that time it holds
// PGlite's transaction lock, which the site's queries and transactions take too, so neither ever runs
// inside the other's transaction; the site's own transactions likewise keep visitors waiting. Advisory
// locks and FOR UPDATE SKIP LOCKED (the job queue) therefore see one transaction at a time, as they
// would in one process. A visitor may hold the session for `maxHoldMs` at most; past it, or when it
// disconnects, the owner rolls back whatever the visitor left open and resets the session settings
// it may have changed, so a visitor that dies mid-transaction costs the site a wait, never a query.
// The wait is well inside a job's lease (JOB_LEASE_SECONDS, 60 by default, renewed every third of it),
// so the site's runner does not take its own running jobs for orphans meanwhile.
// A single statement cannot be cut short (PGlite runs it synchronously); the services' statements are
// short. LISTEN/NOTIFY is not supported: the services do not use it.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** The socket's directory: a PostgreSQL client's `host`, which connects to `.s.PGSQL.<port>` in it. */
export function channelDir(dataDir: string): string {
  return join(dataDir, 'socket');
}

export const channelPort = 5432;

export function channelPath(dataDir: string): string {
  return join(channelDir(dataDir), `.s.PGSQL.${channelPort}`);
}

export interface OwnerChannel {
  path: string;
  /** Stops answering: visitors are disconnected (their transactions rolled back) and the socket removed. */
  close(): Promise<void>;
}

export interface ChannelOptions {
  /** How long one visitor may hold the database at a stretch (10 s by default). */
  maxHoldMs?: number;
}

/**
 * Opens the door. Call it while holding the data directory (lockDataDir): a socket file found there was
 * left by an owner that is gone, and is replaced.
 */
export async function offerChannel(
  pg: PGlite,
  dataDir: string,
  { maxHoldMs = 10_000 }: ChannelOptions = {},
): Promise<OwnerChannel> {
  const dir = channelDir(dataDir);
  const path = channelPath(dataDir);
  // A longer path would be cut short by the system, silently: the socket would be elsewhere.
  if (Buffer.byteLength(path) > maxSocketPathBytes)
    throw new Error(
      `${path} is longer than a socket's path may be (${maxSocketPathBytes} bytes): choose a shorter DATA_DIR`,
    );
  // Owner-only before the socket exists: between listen() and chmod() below nobody else can reach it.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  rmSync(path, { force: true });
  const sessions = new Set<VisitorSession>();
  const server = createServer((socket) => {
    const session = new VisitorSession(pg, socket, maxHoldMs);
    sessions.add(session);
    void session.finished.then(() => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    chmodSync(path, 0o600);
  } catch (error) {
    server.close();
    throw error;
  }
  server.on('error', (error) => console.error('[database] the CLI socket failed:', error.message));
  let closing: Promise<void> | undefined;
  return {
    path,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const session of sessions) session.disconnect();
        await Promise.all([...sessions].map((session) => session.finished));
        await closed;
        rmSync(path, { force: true });
      })();
      return closing;
    },
  };
}

/** sockaddr_un's sun_path less its closing NUL: 108 bytes on Linux, 104 on macOS and the BSDs. */
const maxSocketPathBytes = process.platform === 'linux' ? 107 : 103;

const sslRequestCode = 80877103;
const gssEncRequestCode = 80877104;
const protocolVersion3 = 196608;
const maxStartupBytes = 10_000;

/**
 * What a visitor may have left behind, undone: an Execute that fails (no such portal) ends a half-sent
 * extended query without committing it, Sync closes it, ROLLBACK ends an explicit transaction (a warning
 * when there is none), and the session's prepared statements and settings go back to the owner's.
 */
const cleanup = Buffer.concat([
  frontendMessage('E', cstring('verso-channel-abandoned'), int32(0)),
  frontendMessage('S'),
  frontendMessage('Q', cstring('ROLLBACK')),
  frontendMessage('Q', cstring('DEALLOCATE ALL')),
  frontendMessage('Q', cstring('RESET ALL')),
]);

/** One visitor's connection: its bytes go to PGlite in order, one batch at a time. */
class VisitorSession {
  readonly finished: Promise<void>;
  private input: Buffer = Buffer.alloc(0);
  private started = false;
  private ended = false;
  private work: Promise<void> = Promise.resolve();
  /** Set while this visitor holds the database. */
  private release: (() => void) | undefined;
  private holdTimer: NodeJS.Timeout | undefined;
  private markFinished!: () => void;

  constructor(
    private readonly pg: PGlite,
    private readonly socket: Socket,
    private readonly maxHoldMs: number,
  ) {
    this.finished = new Promise((resolve) => {
      this.markFinished = resolve;
    });
    socket.on('data', (chunk) => {
      this.input = this.input.length === 0 ? chunk : Buffer.concat([this.input, chunk]);
      this.schedule(() => this.pump());
    });
    // 'close' follows every error.
    socket.on('error', () => {});
    socket.on('close', () => this.schedule(() => this.end()));
  }

  disconnect() {
    this.socket.destroy();
  }

  private schedule(step: () => Promise<void>) {
    this.work = this.work.then(step).catch((error: unknown) => {
      console.error('[database] a CLI connection failed:', error instanceof Error ? error.message : error);
      this.socket.destroy();
    });
  }

  private async pump(): Promise<void> {
    while (!this.ended && !this.socket.destroyed) {
      if (!this.started) {
        if (!(await this.startup())) return;
        continue;
      }
      const { end, lastType, terminate } = completeMessages(this.input);
      if (end < 0) {
        this.socket.destroy();
        return;
      }
      if (end === 0) {
        if (terminate) this.socket.destroy();
        return;
      }
      const batch = this.input.subarray(0, end);
      this.input = this.input.subarray(end);
      await this.hold();
      if (this.socket.destroyed) return;
      await this.execute(batch);
      if (terminate) {
        this.socket.destroy();
        return;
      }
      if (this.input.length === 0 && (lastType === 'S' || lastType === 'Q') && !this.pg.isInTransaction())
        this.letGo();
    }
  }

  /** The startup packet (after declining SSL); false while it is incomplete. */
  private async startup(): Promise<boolean> {
    if (this.input.length < 8) return false;
    const length = this.input.readInt32BE(0);
    const code = this.input.readInt32BE(4);
    if ((code === sslRequestCode || code === gssEncRequestCode) && length === 8) {
      this.input = this.input.subarray(8);
      this.socket.write('N');
      return true;
    }
    // Cancel requests (PGlite cannot interrupt a statement) and other protocols end here.
    if (code !== protocolVersion3 || length < 8 || length > maxStartupBytes) {
      this.socket.destroy();
      return false;
    }
    if (this.input.length < length) return false;
    const packet = this.input.subarray(0, length);
    this.input = this.input.subarray(length);
    await this.hold();
    if (this.socket.destroyed) return false;
    // PGlite answers a startup packet alone (it reads nothing after it): AuthenticationOk, the
    // parameters, ReadyForQuery.
    await this.execute(packet);
    this.started = true;
    this.letGo();
    return true;
  }

  /** Takes the database from the owner's queries and the other visitors, for `maxHoldMs` at most. */
  private async hold() {
    if (this.release) return;
    this.release = await new Promise<() => void>((granted) => {
      void this.pg._runExclusiveTransaction(() => new Promise<void>((done) => granted(done)));
    });
    this.holdTimer = setTimeout(() => {
      console.error(
        `[database] a CLI connection held the embedded database for over ${this.maxHoldMs} ms; disconnected, its transaction rolled back`,
      );
      this.socket.destroy();
    }, this.maxHoldMs);
  }

  private letGo() {
    clearTimeout(this.holdTimer);
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  private execute(messages: Uint8Array) {
    return this.pg._runExclusiveQuery(() =>
      this.pg.execProtocolRawStream(messages, {
        onRawData: (data) => {
          if (!this.socket.destroyed) this.socket.write(Buffer.from(data));
        },
      }),
    );
  }

  private async end() {
    if (this.ended) return;
    this.ended = true;
    try {
      if (this.started && !this.pg.closed) {
        await this.hold();
        await this.execute(cleanup);
      }
    } finally {
      this.letGo();
      this.markFinished();
    }
  }
}

/**
 * Where the complete messages at the start of `input` end (-1 when it is not the protocol), the type of
 * the last of them, and whether a Terminate came (it and what follows are dropped).
 */
function completeMessages(input: Buffer): { end: number; lastType: string; terminate: boolean } {
  let end = 0;
  let lastType = '';
  while (input.length - end >= 5) {
    const type = String.fromCharCode(input[end] as number);
    const length = input.readInt32BE(end + 1);
    if (length < 4) return { end: -1, lastType, terminate: false };
    if (type === 'X') return { end, lastType, terminate: true };
    if (input.length - end < 1 + length) break;
    lastType = type;
    end += 1 + length;
  }
  return { end, lastType, terminate: false };
}

function frontendMessage(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
}

function cstring(text: string): Buffer {
  return Buffer.from(`${text}\0`);
}

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}
