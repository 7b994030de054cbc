// The operator's hand on wallets (admin dashboard and `verso credits`): look a user up by e-mail, show
// their balance and their organisation's, and grant or take back credits with a reason the ledger keeps.
import { UserFacingError } from '@verso/core';
import { type Database, organizationMembers, organizations, users } from '@verso/db';
import { eq } from 'drizzle-orm';
import type { CreditLedger } from '../credits';

export interface WalletChange {
  email: string;
  /** The user's organisation's wallet instead of their own. */
  organization?: boolean;
  amount: number;
  reason: string;
  /** The site admin making the change; null from the command line. */
  adminId: string | null;
}

export function walletAdmin(db: Database, credits: CreditLedger) {
  const userByEmail = async (email: string) => {
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!user) throw new UserFacingError('not_found', `No user has the e-mail ${email.trim()}.`);
    return user;
  };

  const organizationOf = async (userId: string) =>
    (
      await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
    )[0] ?? null;

  return {
    /** The user's balance and, when they belong to one, their organisation's. */
    async show(email: string) {
      const user = await userByEmail(email);
      const organization = await organizationOf(user.id);
      return {
        user,
        balance: await credits.balance(user.id),
        organization: organization && {
          ...organization,
          balance: await credits.balanceOf({ organizationId: organization.id }),
        },
      };
    },

    /** Grants (positive) or takes back (negative) credits; returns the wallet's new balance. */
    async adjust({ email, organization, amount, reason, adminId }: WalletChange) {
      const user = await userByEmail(email);
      const organizationId = organization ? (await organizationOf(user.id))?.id : null;
      if (organization && !organizationId) {
        throw new UserFacingError('not_found', `${user.email} belongs to no organisation.`);
      }
      return credits.adjust({ userId: user.id, organizationId, amount, reason, adminId });
    },
  };
}
