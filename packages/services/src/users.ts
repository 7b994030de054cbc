// Accounts created by operators (CLI) and tests; Auth.js creates the ones that sign up. Operators also
// list accounts, make or unmake administrators, and disable an account: a disabled account cannot sign
// in (its sessions end at once, in the same transaction), its API keys answer 401 and its queued jobs fail unstarted, refunded.
import { type Database, sessions, users } from '@verso/db';
import { asc, eq } from 'drizzle-orm';
import type { CreditLedger } from './credits';

export interface NewUser {
  email: string;
  name?: string;
  isAdmin?: boolean;
  credits?: number;
}

export function userAccounts(db: Database, credits: CreditLedger) {
  const byEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0] ?? null;
  /** The changed account; null when no account has that address. */
  const update = async (email: string, change: Partial<typeof users.$inferInsert>) =>
    (await db.update(users).set(change).where(eq(users.email, email.toLowerCase())).returning())[0] ?? null;
  return {
    byEmail,
    byId: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null,
    /** Every account, oldest first. */
    list: () => db.select().from(users).orderBy(asc(users.createdAt), asc(users.email)),
    async create({ email, name, isAdmin = false, credits: amount = 0 }: NewUser) {
      const [user] = await db
        .insert(users)
        .values({ email: email.toLowerCase(), name, isAdmin, emailVerified: new Date() })
        .returning();
      if (!user) throw new Error('insert returned no user');
      if (amount > 0) await credits.grant(user.id, amount, 'initial grant');
      return user;
    },
    async setLocale(userId: string, locale: string) {
      await db.update(users).set({ locale }).where(eq(users.id, userId));
    },
    setAdmin: (email: string, isAdmin: boolean) => update(email, { isAdmin }),
    /** Disabling also ends the account's sessions, so a signed-in browser is signed out at once. */
    setDisabled: (email: string, disabled: boolean) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ disabledAt: disabled ? new Date() : null })
          .where(eq(users.email, email.toLowerCase()))
          .returning();
        if (user && disabled) await tx.delete(sessions).where(eq(sessions.userId, user.id));
        return user ?? null;
      }),
  };
}

export type UserAccounts = ReturnType<typeof userAccounts>;
