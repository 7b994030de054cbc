// Accounts created by operators (CLI) and tests; Auth.js creates the ones that sign up.
import { type Database, users } from '@verso/db';
import { eq } from 'drizzle-orm';
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
  return {
    byEmail,
    byId: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null,
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
  };
}
