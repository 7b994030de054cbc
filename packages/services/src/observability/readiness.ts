// Whether this process can do its work now (/readyz): the database answers, the queue answers, the
// storage takes a file, and some translation engine is available. Each check is bounded in time, so a
// hung dependency makes the probe say "not ready" instead of hanging the probe.
import { Readable } from 'node:stream';
import type { Database } from '@verso/db';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../queue/jobQueue';
import type { Storage } from '../storage/storage';

export interface CheckResult {
  ok: boolean;
  /** Why the check failed, for the operator (the probe has no auth, so never a secret). */
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheckName, CheckResult>;
}

export type ReadinessCheckName = 'database' | 'queue' | 'storage' | 'engines';

export interface ReadinessDeps {
  db: Database;
  queue: Pick<JobQueue, 'ping'>;
  storage: Storage;
  /** True when at least one offered engine says it is available. */
  anyEngineAvailable(): Promise<boolean>;
}

const checkTimeoutMs = 2000;
/** Under the storage root, apart from uploads and results; one file, overwritten by every probe. */
const storageProbeKey = 'probes/readiness';

export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const checks = {
    database: () => deps.db.execute(sql`select 1`).then(() => undefined),
    queue: () => deps.queue.ping(),
    storage: () => probeStorage(deps.storage),
    engines: async () => {
      if (!(await deps.anyEngineAvailable())) throw new Error('no translation engine is available');
    },
  } satisfies Record<ReadinessCheckName, () => Promise<void>>;
  const names = Object.keys(checks) as ReadinessCheckName[];
  const results = await Promise.all(names.map((name) => runCheck(checks[name])));
  const byName = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Readiness['checks'];
  return { ready: results.every((result) => result.ok), checks: byName };
}

async function probeStorage(storage: Storage): Promise<void> {
  await storage.write(storageProbeKey, Readable.from([Buffer.from('ok')]), 16);
  await storage.remove(storageProbeKey);
}

async function runCheck(check: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
