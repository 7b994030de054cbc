// What the operator's dashboard shows: totals over the whole installation and its latest failed jobs
// (error reports, grouped, are admin/errorReportGroups.ts).
// Read-only, and every figure is one aggregate query, so the page stays cheap on a large database.
import { creditEntries, type Database, files, jobs, users } from '@verso/db';
import { desc, eq, gte, type SQL, sql } from 'drizzle-orm';

const dayMs = 24 * 60 * 60 * 1000;
const recentRows = 10;

type OverviewWindow = 'day' | 'week';

const count = (condition?: SQL) =>
  condition
    ? sql<number>`cast(count(*) filter (where ${condition}) as int)`
    : sql<number>`cast(count(*) as int)`;

const since = (now: Date, window: OverviewWindow) =>
  new Date(now.getTime() - (window === 'day' ? dayMs : 7 * dayMs));

export function adminOverview(db: Database) {
  async function userTotals(now: Date) {
    const [row] = await db
      .select({
        total: count(),
        day: count(gte(users.createdAt, since(now, 'day'))),
        week: count(gte(users.createdAt, since(now, 'week'))),
      })
      .from(users);
    return row ?? { total: 0, day: 0, week: 0 };
  }

  /** Jobs created in the window, by the status they have now. */
  async function jobsByStatus(now: Date, window: OverviewWindow) {
    const [row] = await db
      .select({
        queued: count(eq(jobs.status, 'queued')),
        running: count(eq(jobs.status, 'running')),
        completed: count(eq(jobs.status, 'completed')),
        failed: count(eq(jobs.status, 'failed')),
        cancelled: count(eq(jobs.status, 'cancelled')),
      })
      .from(jobs)
      .where(gte(jobs.createdAt, since(now, window)));
    return row ?? { queued: 0, running: 0, completed: 0, failed: 0, cancelled: 0 };
  }

  /** Credits charged for work, less what failures and cancellations gave back; grants are not spending. */
  async function creditsSpent(now: Date) {
    const spent = (from?: Date) =>
      sql<number>`cast(coalesce(sum(case when ${creditEntries.amount} < 0 or ${creditEntries.reason} = 'refund'
        then -${creditEntries.amount} else 0 end) ${from ? sql`filter (where ${gte(creditEntries.createdAt, from)})` : sql``}, 0) as int)`;
    const [row] = await db
      .select({ total: spent(), day: spent(since(now, 'day')), week: spent(since(now, 'week')) })
      .from(creditEntries);
    return row ?? { total: 0, day: 0, week: 0 };
  }

  async function storage() {
    const [row] = await db
      .select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files);
    return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
  }

  /** Jobs waiting for a worker and jobs being worked on, whenever they were created. */
  async function queue() {
    const [row] = await db
      .select({ waiting: count(eq(jobs.status, 'queued')), running: count(eq(jobs.status, 'running')) })
      .from(jobs);
    return row ?? { waiting: 0, running: 0 };
  }

  const recentFailedJobs = () =>
    db
      .select({
        id: jobs.id,
        fileName: jobs.fileName,
        engine: jobs.engine,
        errorMessage: jobs.errorMessage,
        createdAt: jobs.createdAt,
        finishedAt: jobs.finishedAt,
        userEmail: users.email,
      })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(eq(jobs.status, 'failed'))
      .orderBy(desc(jobs.createdAt))
      .limit(recentRows);

  const latestSignUps = () =>
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(recentRows);

  return {
    async read(now = new Date()) {
      const [usersTotals, day, week, credits, stored, backlog, failedJobs, signUps] = await Promise.all([
        userTotals(now),
        jobsByStatus(now, 'day'),
        jobsByStatus(now, 'week'),
        creditsSpent(now),
        storage(),
        queue(),
        recentFailedJobs(),
        latestSignUps(),
      ]);
      return {
        users: usersTotals,
        jobs: { day, week },
        credits,
        storage: stored,
        queue: backlog,
        failedJobs,
        signUps,
      };
    },
  };
}

export type AdminOverview = Awaited<ReturnType<ReturnType<typeof adminOverview>['read']>>;
