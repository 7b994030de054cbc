// Client-side errors reported by browsers; kept for the operator, never shown to users.
import { type Database, errorReports } from '@verso/db';

export interface ErrorReport {
  message: string;
  location?: string;
  data?: unknown;
  userId?: string;
}

const maxMessageLength = 4000;

export function errorReportStore(db: Database) {
  return {
    async report({ message, location, data, userId }: ErrorReport) {
      await db.insert(errorReports).values({
        message: message.slice(0, maxMessageLength),
        location: location?.slice(0, 2000),
        data: data ?? null,
        userId,
      });
    },
  };
}
