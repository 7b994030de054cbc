// The first administrator of a new installation: on a database with no accounts yet, `npm start`
// creates VERSO_ADMIN_EMAIL as an administrator and prints a sign-in link for it, so an operator without
// a mail server can still get in.
import { type Database, users } from '@verso/db';
import { count } from 'drizzle-orm';
import type { SignInLinks } from './signInLinks';

/** The link for the new administrator; null when the database already has accounts (nothing is made). */
export async function createFirstAdmin(db: Database, links: SignInLinks, adminEmail: string) {
  const [existing] = await db.select({ accounts: count() }).from(users);
  if ((existing?.accounts ?? 0) > 0) return null;
  // Two processes starting at once on one PostgreSQL both see no accounts; only one inserts the address.
  const [admin] = await db
    .insert(users)
    .values({ email: adminEmail.toLowerCase(), isAdmin: true, emailVerified: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!admin) return null;
  return { email: admin.email ?? adminEmail, ...(await links.create(adminEmail)) };
}
