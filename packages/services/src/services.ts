// Wires configuration, database, storage, queue and the domain modules into the one object the
// edges (site, worker, CLI, tests) use.

import type { Readable } from 'node:stream';
import { setProcessLimits } from '@verso/core';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@verso/db';
import { adminOverview } from './adminOverview';
import { apiKeyStore } from './apiKeys';
import { businessInquiryStore } from './businessInquiries';
import { type Config, loadConfig } from './config';
import { creditLedger } from './credits';
import { demoTranslator } from './demo/demo-translator';
import { engineOffer } from './engines/engineOffer';
import { errorReportStore } from './errorReports';
import { glossaryStore } from './glossaries';
import {
  createJob,
  createJobFromUpload,
  discardUpload,
  type JobRequest,
  type NewJob,
  quoteJob,
  receiveUpload,
  type Upload,
} from './jobs/createJob';
import { jobQueries } from './jobs/jobQueries';
import { runJob } from './jobs/runJob';
import type { HourlyLimits } from './limits/hourlyLimits';
import { memoryHourlyLimits } from './limits/memoryHourlyLimits';
import { redisHourlyLimits } from './limits/redisHourlyLimits';
import { organizationStore } from './organizations/organizations';
import { bullmqQueue } from './queue/bullmqQueue';
import { databaseQueue } from './queue/databaseQueue';
import type { JobQueue } from './queue/jobQueue';
import { expireStoredFiles, scheduleRetentionSweep } from './retention/fileRetention';
import { localDiskStorage, storageRoot } from './storage/localDiskStorage';
import { textTranslator } from './texts';
import { translationMemoryStore } from './translationMemory';
import { userAccounts } from './users';

export async function createServices(config: Config) {
  setProcessLimits(config.processLimits);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return assemble(config, database);
}

function assemble(config: Config, database: DatabaseHandle) {
  const { db } = database;
  const storage = localDiskStorage(storageRoot(config.dataDir));
  const credits = creditLedger(db);
  const engines = engineOffer(config);
  const queue = createJobQueue(config, database);
  const limits = createHourlyLimits(config);
  const errors = errorReportStore(db, limits);
  const glossaries = glossaryStore(db);
  const memory = translationMemoryStore(db);
  const jobDeps = {
    db,
    storage,
    credits,
    engines,
    queue,
    glossaries,
    memory,
    uploadLimitBytes: config.uploadLimitBytes,
    readLimits: { maxInflatedBytes: config.zipInflatedLimitBytes },
    leaseMs: config.jobLeaseMs,
  };
  let running = false;
  let retentionSweep: ReturnType<typeof scheduleRetentionSweep> | undefined;
  return {
    config,
    db,
    databaseKind: database.kind,
    storage,
    queue,
    /** Per-visitor hourly allowances, shared by all processes when Redis is configured. */
    limits,
    credits,
    /** The engines and tiers the site and API v1 offer, and accept. */
    engines,
    users: userAccounts(db, credits),
    apiKeys: apiKeyStore(db),
    adminOverview: adminOverview(db),
    errors,
    businessInquiries: businessInquiryStore(db),
    organizations: organizationStore(db),
    glossaries,
    memory,
    texts: textTranslator(credits, engines),
    demo: demoTranslator,
    jobs: {
      ...jobQueries(db, storage, credits),
      create: (request: NewJob) => createJob(jobDeps, request),
      receiveUpload: (userId: string, filename: string, stream: Readable) =>
        receiveUpload(jobDeps, userId, filename, stream),
      createFromUpload: (upload: Upload, request: JobRequest) =>
        createJobFromUpload(jobDeps, upload, request),
      discardUpload: (upload: Upload) => discardUpload(jobDeps, upload),
      quote: (upload: Upload, request: JobRequest) => quoteJob(jobDeps, upload, request),
    },
    /** Deletes stored files past FILE_RETENTION_DAYS; every runner sweeps (see fileRetention.ts). */
    expireStoredFiles: (now?: Date) => expireStoredFiles(db, storage, config.fileRetentionDays, now),
    /** Takes jobs in this process, and sweeps expired files and error reports: the site does, and so does each `npm run worker`. */
    async startRunner() {
      if (running) return;
      running = true;
      await queue.start((jobId) => runJob(jobDeps, jobId));
      retentionSweep = scheduleRetentionSweep(() =>
        Promise.all([expireStoredFiles(db, storage, config.fileRetentionDays), errors.expire()]),
      );
    },
    async close() {
      await retentionSweep?.stop();
      await queue.close();
      await limits.close();
      await database.close();
    },
  };
}

export type Services = ReturnType<typeof assemble>;

function createJobQueue(config: Config, database: DatabaseHandle): JobQueue {
  const common = { concurrency: config.workerConcurrency, leaseMs: config.jobLeaseMs };
  if (config.redisUrl) {
    return bullmqQueue(database.db, { ...common, redisUrl: config.redisUrl, prefix: config.queuePrefix });
  }
  return databaseQueue(database.db, { ...common, soleProcess: database.kind === 'pglite' });
}

function createHourlyLimits(config: Config): HourlyLimits {
  return config.redisUrl ? redisHourlyLimits(config.redisUrl, config.queuePrefix) : memoryHourlyLimits();
}

const globalKey = Symbol.for('verso.services');
type Holder = { [globalKey]?: Promise<Services> };

/**
 * The process-wide services, created once from the environment. Kept on globalThis because
 * Next.js bundles route handlers and instrumentation separately, each with its own module copy.
 * A start that fails (the database not up yet) is forgotten, so the next call tries again instead of
 * every request failing until the process restarts.
 */
export function getServices(): Promise<Services> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= createServices(loadConfig()).catch((error: unknown) => {
    delete holder[globalKey];
    throw error;
  });
  return holder[globalKey];
}
