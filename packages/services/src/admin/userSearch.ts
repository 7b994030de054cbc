// Finding an account for the operator: by a part of its e-mail address or name, newest first.
import { type Database, users } from '@verso/db';
import { desc, ilike, or } from 'drizzle-orm';
import { accountColumns } from './account-columns';

const shownAtMost = 50;

/** `%` and `_` typed by the operator are matched as themselves, not as wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function userSearch(db: Database) {
  return {
    async find(text: string) {
      const pattern = `%${literal(text.trim())}%`;
      return db
        .select(accountColumns)
        .from(users)
        .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
        .orderBy(desc(users.createdAt))
        .limit(shownAtMost);
    },
  };
}
