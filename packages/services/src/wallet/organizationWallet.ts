// An organisation's wallet as its members meet it: which wallet pays for what a member starts, and what
// the organisation page shows (balance; for its owner and admins, what each member spent).
import { UserFacingError } from '@verso/core';
import { type Database, organizationMembers } from '@verso/db';
import { eq } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import { outranks } from '../organizations/organization-rules';
import type { CreditHistory } from './creditHistory';

/** Who pays for a job or text: the member themself, or their organisation. */
export const payers = ['personal', 'organization'] as const;
export type Payer = (typeof payers)[number];

export function organizationWallet(db: Database, credits: CreditLedger, history: CreditHistory) {
  const membershipOf = async (userId: string) =>
    (
      await db
        .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId))
    )[0];

  return {
    /**
     * The organisation whose wallet pays for what the user starts with `payer`; null for their own.
     * A user in no organisation who asks for one is refused (the ledger checks membership again).
     */
    async payingOrganization(userId: string, payer: Payer = 'personal') {
      if (payer === 'personal') return null;
      const membership = await membershipOf(userId);
      if (!membership) {
        throw new UserFacingError(
          'bad_request',
          'You are not a member of an organisation; pay with your own credits.',
        );
      }
      return membership.organizationId;
    },

    /** The organisation the user buys credits for: theirs, when they are its owner or an admin. */
    async buyingOrganization(userId: string) {
      const membership = await membershipOf(userId);
      if (!membership || !outranks(membership.role, 'member')) {
        throw new UserFacingError(
          'bad_request',
          "Only an organisation's owner and admins buy credits for it.",
        );
      }
      return membership.organizationId;
    },

    /** The caller's organisation's balance, and for its owner and admins what each member spent; null outside one. */
    async summary(userId: string) {
      const membership = await membershipOf(userId);
      if (!membership) return null;
      const { organizationId, role } = membership;
      const manages = outranks(role, 'member');
      return {
        balance: await credits.balanceOf({ organizationId }),
        /** Owners and admins buy credits for the organisation. */
        canBuy: manages,
        usage: manages ? await history.usageByMember(organizationId) : null,
      };
    },
  };
}

export type OrganizationWallet = ReturnType<typeof organizationWallet>;
