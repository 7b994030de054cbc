// Wires configuration, database, storage, queue and the domain modules into the one object the
// edges (site, worker, CLI, tests) use.

import type { Readable } from 'node:stream';
import { brandFor } from '@verso/brands';
import { setProcessLimits } from '@verso/core';
import {
  type DatabaseHandle,
  DataDirBusyError,
  migrateDatabase,
  openDatabase,
  type PaymentProviderId,
  pendingMigrationCount,
} from '@verso/db';
import { activityPerDay } from './admin/activityPerDay';
import { errorReportGroups } from './admin/errorReportGroups';
import { storagePerDay } from './admin/storagePerDay';
import { userDetail } from './admin/userDetail';
import { userSearch } from './admin/userSearch';
import { adminOverview } from './adminOverview';
import { apiKeyStore } from './apiKeys';
import { businessInquiryStore } from './businessInquiries';
import { type Config, loadConfig } from './config';
import { creditLedger } from './credits';
import { demoPaperTranslator, demoTranslator } from './demo/demo-translator';
import { engineOffer } from './engines/engineOffer';
import { errorReportStore } from './errorReports';
import { createFirstAdmin } from './firstAdmin';
import { glossaryStore } from './glossaries';
import { type ArxivJobRequest, createArxivJob } from './jobs/arxivJob';
import { quoteArxivPaper } from './jobs/arxivQuote';
import { cancelJob } from './jobs/cancelJob';
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
import { jobPreviews } from './jobs/jobPreviews';
import { jobQueries } from './jobs/jobQueries';
import { jobReview } from './jobs/jobReview';
import { operatorJobs } from './jobs/operatorJobs';
import { regenerateJob } from './jobs/regenerateJob';
import { jobReruns } from './jobs/rerunJob';
import { runJob } from './jobs/runJob';
import { type StartRequest, startJob } from './jobs/startJob';
import { arxivLookups } from './limits/arxivLookups';
import type { HourlyLimits } from './limits/hourlyLimits';
import { memoryHourlyLimits } from './limits/memoryHourlyLimits';
import { redisHourlyLimits } from './limits/redisHourlyLimits';
import { visitorTextAllowance } from './limits/visitorTextAllowance';
import { cachedFor } from './observability/cachedFor';
import { countEngineCalls } from './observability/engineMetrics';
import { checkReadiness } from './observability/readiness';
import { organizationStore } from './organizations/organizations';
import { type RawNotification, receiveNotification } from './payments/notifications';
import { orderAdmin } from './payments/order-admin';
import { paymentOrders } from './payments/orders';
import { paymentProviders } from './payments/payment-providers';
import { wechatOpenIds } from './payments/wechatpay/wechat-openids';
import { bullmqQueue } from './queue/bullmqQueue';
import { databaseQueue } from './queue/databaseQueue';
import type { JobQueue } from './queue/jobQueue';
import { sweepArxivCache } from './retention/arxivCacheSweep';
import { expireStoredFiles, scheduleRetentionSweep } from './retention/fileRetention';
import { signInLinks } from './signInLinks';
import { createStorage } from './storage/createStorage';
import { textRevisions } from './textRevisions';
import { textTranslator } from './texts';
import { textTranslationRecords } from './textTranslationRecords';
import { translationMemoryStore } from './translationMemory';
import { userAccounts } from './users';
import { creditHistory } from './wallet/creditHistory';
import { organizationWallet } from './wallet/organizationWallet';
import { purchases } from './wallet/purchases';
import { walletAdmin } from './wallet/walletAdmin';
import { webhookService } from './webhooks/webhooks';

export interface ServicesOptions {
  /**
   * When the running site owns the embedded database, go through it (the CLI) instead of failing; the
   * site migrated it and runs the jobs.
   */
  throughOwner?: boolean;
}

export async function createServices(config: Config, { throughOwner = false }: ServicesOptions = {}) {
  setProcessLimits(config.processLimits);
  countEngineCalls();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    { throughOwner },
  );
  try {
    if (database.ownerPid === undefined) await migrateDatabase(database.db);
    else await requireOwnersSchema(database, config.dataDir);
    await database.offerToOtherProcesses();
  } catch (error) {
    await database.close();
    throw error;
  }
  return assemble(config, database);
}

/**
 * Migrating is the owner's job (two migrators at once would both apply a migration): a site older than
 * this code must restart first.
 */
async function requireOwnersSchema(database: DatabaseHandle, dataDir: string) {
  const pending = await pendingMigrationCount(database.db);
  if (pending > 0) {
    throw new DataDirBusyError(
      dataDir,
      database.ownerPid as number,
      `The running site (pid ${database.ownerPid}) has not applied ${pending} database migration(s) that ` +
        'this command needs: restart it (`npm start` migrates), then run the command again.',
    );
  }
}

function assemble(config: Config, database: DatabaseHandle) {
  const { db } = database;
  const storage = createStorage(config);
  const credits = creditLedger(db);
  const history = creditHistory(db);
  const textRecords = textTranslationRecords(db);
  const engines = engineOffer(config);
  const queue = createJobQueue(config, database);
  const limits = createHourlyLimits(config);
  const errors = errorReportStore(db, limits);
  const glossaries = glossaryStore(db);
  const memory = translationMemoryStore(db);
  const brand = brandFor(config.platform);
  const providers = paymentProviders(config, brand);
  const orders = paymentOrders({ db, credits, brand, providers });
  const webhooks = webhookService(db, config, limits);
  const arxivPapers = arxivLookups(limits, config.arxivLookupsPerHour);
  const jobDeps = {
    db,
    storage,
    credits,
    engines,
    queue,
    glossaries,
    memory,
    uploadLimitBytes: config.uploadLimitBytes,
    freePreviewsPerDay: config.freePreviewsPerDay,
    readLimits: { maxInflatedBytes: config.zipInflatedLimitBytes, maxImagePixels: config.imagePixelLimit },
    leaseMs: config.jobLeaseMs,
    arxiv: config.arxiv,
  };
  const queries = jobQueries(db, storage, credits);
  const reruns = jobReruns(jobDeps, queries.openFile);
  const cancel = (userId: string, jobId: string) => cancelJob(db, credits, userId, jobId);
  const links = signInLinks(db, config);
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
    /** One-time sign-in links (Auth.js e-mail tokens) for an operator to hand over. */
    signInLinks: links,
    /** On an installation without accounts: the first administrator (VERSO_ADMIN_EMAIL) and its link. */
    firstAdmin: () => createFirstAdmin(db, links, config.adminEmail),
    apiKeys: apiKeyStore(db, config.authSecret),
    adminOverview: adminOverview(db),
    /** The operator's charts, account search and detail, and error triage (admin/). */
    admin: {
      activity: activityPerDay(db),
      storage: storagePerDay(db),
      userSearch: userSearch(db),
      userDetail: userDetail(db),
      errorGroups: errorReportGroups(db),
    },
    errors,
    businessInquiries: businessInquiryStore(db),
    organizations: organizationStore(db, (organizationId) => credits.balanceOf({ organizationId })),
    creditHistory: history,
    organizationWallet: organizationWallet(db, credits, history),
    walletAdmin: walletAdmin(db, credits),
    purchases: purchases(db, brand),
    /** Credit purchases: orders, the providers' notifications, refunds. */
    payments: {
      providers,
      orders,
      /** The operator's list of orders, revenue per day and one order's events. */
      admin: orderAdmin(db),
      /** The payer's openid for WeChat Pay inside WeChat, kept from their WeChat sign-in. */
      wechatOpenIds: wechatOpenIds(db),
      receiveNotification: (providerId: PaymentProviderId, notification: RawNotification) =>
        receiveNotification(providers, orders, providerId, notification),
    },
    glossaries,
    memory,
    /** Visitors' text translations an hour, a typing session counted once (limits/visitorTextAllowance.ts). */
    visitorTexts: visitorTextAllowance(limits, config.authSecret, config.anonymousTextLimitPerHour),
    texts: textTranslator(credits, engines, textRecords, textRevisions(db, credits)),
    textTranslations: textRecords,
    /** API v1 webhooks: key settings, the delivery log and "send again". */
    webhooks,
    demo: { ...demoTranslator, translatePaper: demoPaperTranslator(config.arxiv) },
    jobs: {
      ...queries,
      ...jobPreviews(db, storage),
      ...reruns,
      create: (request: NewJob) => createJob(jobDeps, request),
      /** A job from an arXiv id or link: its source (or its PDF) fetched, then priced and charged as an upload. */
      createFromArxiv: (request: ArxivJobRequest) => createArxivJob(jobDeps, arxivPapers, request),
      /** The price of an arXiv paper and its title, before its job exists: nothing stored or charged. */
      quoteArxiv: (request: ArxivJobRequest) => quoteArxivPaper(jobDeps, arxivPapers, request),
      receiveUpload: (userId: string, filename: string, stream: Readable) =>
        receiveUpload(jobDeps, userId, filename, stream),
      createFromUpload: (upload: Upload, request: JobRequest) =>
        createJobFromUpload(jobDeps, upload, request),
      discardUpload: (upload: Upload) => discardUpload(jobDeps, upload),
      quote: (upload: Upload, request: JobRequest) => quoteJob(jobDeps, upload, request),
      /** Stops a waiting or running job and refunds it; null when the user has no such job. */
      cancel,
      /** Anyone's jobs, for operators: list, cancel, retry a failed one (operatorJobs.ts). */
      operator: operatorJobs(db, { cancel, rerun: reruns.rerun }),
      /** A finished job's segments, revisions and API v1's queryTexts/updateTexts (jobReview.ts). */
      ...jobReview(jobDeps),
      /** Writes the job's file again from its revised segments: no engine, no charge. */
      regenerate: (userId: string, jobId: string) => regenerateJob(jobDeps, userId, jobId),
      /** Pays a preview's whole translation (once, however often it is asked) and queues it. */
      start: (userId: string, jobId: string, request: StartRequest) =>
        startJob(jobDeps, userId, jobId, request),
    },
    /** Deletes stored files past FILE_RETENTION_DAYS; every runner sweeps (see fileRetention.ts). */
    expireStoredFiles: (now?: Date) => expireStoredFiles(db, storage, config.fileRetentionDays, now),
    /** Takes jobs in this process, and sweeps expired files, error reports and the arXiv cache: the site does, and so does each `npm run worker`. */
    async startRunner() {
      if (running) return;
      running = true;
      await queue.start((jobId) => runJob(jobDeps, jobId));
      webhooks.dispatcher.start();
      retentionSweep = scheduleRetentionSweep(() =>
        Promise.all([
          expireStoredFiles(db, storage, config.fileRetentionDays),
          sweepArxivCache(config.arxiv.cacheDir, config.arxiv.cacheLimits),
          errors.expire(),
          textRecords.clearExpiredTexts(),
        ]),
      );
    },
    /** Whether this process can do its work now (/readyz), one answer shared for two seconds. */
    readiness: cachedFor(readinessCacheMs, () =>
      checkReadiness({
        db,
        queue,
        storage,
        anyEngineAvailable: async () => (await engines.engines()).some((engine) => engine.available),
      }),
    ),
    /**
     * Stops the runner and closes the connections. Running jobs may finish within `graceMs`
     * (SHUTDOWN_GRACE_SECONDS by default); the rest go back to the queue.
     */
    async close(graceMs: number = config.shutdownGraceMs) {
      await retentionSweep?.stop();
      await queue.close(graceMs);
      await webhooks.dispatcher.close();
      await limits.close();
      await database.close();
    },
  };
}

export type Services = ReturnType<typeof assemble>;

const readinessCacheMs = 2000;

function createJobQueue(config: Config, database: DatabaseHandle): JobQueue {
  const common = { concurrency: config.workerConcurrency, leaseMs: config.jobLeaseMs };
  if (config.redisUrl) {
    return bullmqQueue(database.db, { ...common, redisUrl: config.redisUrl, prefix: config.queuePrefix });
  }
  // Only the process that opened PGlite may take every running job for an orphan: a visitor is not alone.
  const soleProcess = database.kind === 'pglite' && database.ownerPid === undefined;
  return databaseQueue(database.db, { ...common, soleProcess });
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
