// Client-side errors reported by browsers; kept for the operator, never shown to users. Anyone may
// report, so each client gets a few reports an hour and reports are kept for a month.
import { type Database, errorReports } from '@verso/db';
import { lt } from 'drizzle-orm';
import type { HourlyLimits } from './limits/hourlyLimits';

export interface ErrorReport {
  message: string;
  location?: string;
  data?: unknown;
  userId?: string;
}

const maxMessageLength = 4000;
/** A crashing page reports once per view; more than this from one client is a loop or a flood. */
export const errorReportsPerClientPerHour = 30;
/** Long enough to see a problem's history, short enough that reports do not pile up. */
export const errorReportRetentionDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

export function errorReportStore(db: Database, limits: HourlyLimits) {
  return {
    /** Stores the report; false (nothing stored) when `client` has sent its reports for this hour. */
    async report({ message, location, data, userId }: ErrorReport, client: string): Promise<boolean> {
      if (!(await limits.tryConsume('error-report', client, errorReportsPerClientPerHour))) return false;
      await db.insert(errorReports).values({
        message: message.slice(0, maxMessageLength),
        location: location?.slice(0, 2000),
        data: data ?? null,
        userId,
      });
      return true;
    },
    /** Deletes reports older than the retention time (the hourly retention sweep calls it). */
    async expire(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - errorReportRetentionDays * dayMs);
      const removed = await db.delete(errorReports).where(lt(errorReports.createdAt, cutoff)).returning({
        id: errorReports.id,
      });
      return removed.length;
    },
  };
}
