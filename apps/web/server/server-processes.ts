// How many server processes share the port: one unless the operator asks for more (WEB_CONCURRENCY).
// One by default because per-visitor limits (the demo's hourly limit, sign-in mails) and the page caches
// live in a process's memory: with several, each counts on its own. The front cache already lets one
// process answer well over a thousand cached pages a second. The embedded database (PGlite) belongs to
// the one process that opened its data directory (packages/db/src/dataDirLock.ts: a second process would
// stop at start-up), so several processes also need PostgreSQL (DATABASE_URL). Jobs still run once with
// several: each process's runner takes jobs from the shared queue (PostgreSQL rows under a lease, or
// BullMQ), like several `npm run worker`s do.

/** The settings read (packages/services/src/config.ts). */
export type ProcessCountSettings = Readonly<{ webConcurrency: number; databaseUrl?: string }>;

export interface ProcessCount {
  count: number;
  /** Why fewer processes than asked for, to tell the operator. */
  warning?: string;
}

export function serverProcessCount({ webConcurrency, databaseUrl }: ProcessCountSettings): ProcessCount {
  if (!databaseUrl) {
    const warning =
      webConcurrency > 1
        ? `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database belongs to one process; using 1.`
        : undefined;
    return { count: 1, warning };
  }
  return { count: webConcurrency };
}
