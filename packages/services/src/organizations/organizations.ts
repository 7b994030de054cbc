// Organisations, their members and invitations. Every call acts on the caller's own organisation (a user
// has at most one), so no id the caller sends can reach into another organisation.
import { UserFacingError } from '@verso/core';
import {
  type Database,
  type OrganizationRole,
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '@verso/db';
import { and, asc, count, eq, gt, inArray, lte, or } from 'drizzle-orm';
import {
  assignableRoles,
  checkCanAssign,
  checkCanInvite,
  checkCanManage,
  checkOrganizationName,
  invitationLifetimeMs,
  managedRoles,
  outranks,
  refused,
} from './organization-rules';

const noInvitation = () =>
  new UserFacingError('not_found', 'This invitation is no longer valid. Ask for a new one.');

/** The organisation's balance, asked before it is deleted (its owner leaving last). */
type WalletBalance = (organizationId: string) => Promise<number>;

export function organizationStore(db: Database, walletBalance: WalletBalance) {
  const membershipOf = async (userId: string) =>
    (
      await db
        .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId))
    )[0];

  /** The caller's membership; refuses callers who belong to no organisation. */
  const requireMembership = async (userId: string) => {
    const membership = await membershipOf(userId);
    if (!membership) throw new UserFacingError('not_found', 'You are not a member of an organisation.');
    return membership;
  };

  const refuseIfMember = async (userId: string) => {
    if (await membershipOf(userId)) throw refused('You already belong to an organisation. Leave it first.');
  };

  /** Another member of the caller's organisation, with the caller's role. */
  const colleague = async (actorId: string, targetId: string) => {
    const actor = await requireMembership(actorId);
    const [target] = await db
      .select({ role: organizationMembers.role })
      .from(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, actor.organizationId),
          eq(organizationMembers.userId, targetId),
        ),
      );
    if (!target || targetId === actorId) throw new UserFacingError('not_found', 'No such member.');
    return { actor, target };
  };

  const emailOf = async (userId: string) => {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    // Invitations are stored lower-case; an account from another provider may keep the case it was given.
    return user?.email?.toLowerCase() ?? undefined;
  };

  return {
    /** The caller's organisation with its members (and, for those who manage it, open invitations); null without one. */
    async mine(userId: string) {
      const membership = await membershipOf(userId);
      if (!membership) return null;
      const { organizationId, role } = membership;
      const [organization] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      if (!organization) return null;
      const members = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: organizationMembers.role,
          joinedAt: organizationMembers.joinedAt,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(organizationMembers.joinedAt));
      const invitations = outranks(role, 'member')
        ? await db
            .select({
              id: organizationInvitations.id,
              email: organizationInvitations.email,
              role: organizationInvitations.role,
              expiresAt: organizationInvitations.expiresAt,
            })
            .from(organizationInvitations)
            .where(
              and(
                eq(organizationInvitations.organizationId, organizationId),
                gt(organizationInvitations.expiresAt, new Date()),
              ),
            )
            .orderBy(asc(organizationInvitations.createdAt))
        : [];
      return { organization, userId, role, assignableRoles: assignableRoles(role), members, invitations };
    },

    async create(userId: string, name: string) {
      const checkedName = checkOrganizationName(name);
      await refuseIfMember(userId);
      return db.transaction(async (tx) => {
        const [organization] = await tx.insert(organizations).values({ name: checkedName }).returning();
        if (!organization) throw new Error('insert returned no organisation');
        await tx
          .insert(organizationMembers)
          .values({ organizationId: organization.id, userId, role: 'owner' });
        return organization;
      });
    },

    /** Invites (or invites again, with a fresh expiry) an address; returns what the invitation e-mail needs. */
    async invite(actorId: string, email: string, role: OrganizationRole) {
      const actor = await requireMembership(actorId);
      checkCanInvite(actor.role, role);
      const address = email.trim().toLowerCase();
      const [alreadyMember] = await db
        .select({ total: count() })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(users.email, address)));
      if (alreadyMember?.total) throw refused(`${address} is already a member.`);
      const expiresAt = new Date(Date.now() + invitationLifetimeMs);
      const [invitation] = await db
        .insert(organizationInvitations)
        .values({ organizationId: actor.organizationId, email: address, role, invitedBy: actorId, expiresAt })
        .onConflictDoUpdate({
          target: [organizationInvitations.organizationId, organizationInvitations.email],
          set: { role, invitedBy: actorId, expiresAt, createdAt: new Date() },
          // An open invitation of a role above the inviter's reach is not theirs to change.
          setWhere: or(
            inArray(organizationInvitations.role, managedRoles(actor.role)),
            lte(organizationInvitations.expiresAt, new Date()),
          ),
        })
        .returning();
      if (!invitation) throw refused(`${address} has an open invitation that only a higher role can change.`);
      const [organization] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId));
      if (!organization) throw new Error('the invitation was not stored');
      return { invitation, organizationName: organization.name };
    },

    /** Withdraws an invitation of the caller's organisation, of a role the caller manages. */
    async revokeInvitation(actorId: string, invitationId: string) {
      const actor = await requireMembership(actorId);
      checkCanManage(actor.role, 'member');
      const invitation = and(
        eq(organizationInvitations.id, invitationId),
        eq(organizationInvitations.organizationId, actor.organizationId),
      );
      const revoked = await db
        .delete(organizationInvitations)
        .where(and(invitation, inArray(organizationInvitations.role, managedRoles(actor.role))))
        .returning({ id: organizationInvitations.id });
      if (revoked.length) return;
      const [kept] = await db
        .select({ role: organizationInvitations.role })
        .from(organizationInvitations)
        .where(invitation);
      if (kept) checkCanManage(actor.role, kept.role);
    },

    /** Open invitations addressed to the caller's e-mail, with the organisation's name. */
    async invitationsFor(userId: string) {
      const email = await emailOf(userId);
      if (!email) return [];
      return db
        .select({
          id: organizationInvitations.id,
          role: organizationInvitations.role,
          organizationName: organizations.name,
          invitedBy: users.name,
          invitedByEmail: users.email,
          expiresAt: organizationInvitations.expiresAt,
        })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
        .where(
          and(eq(organizationInvitations.email, email), gt(organizationInvitations.expiresAt, new Date())),
        )
        .orderBy(asc(organizationInvitations.createdAt));
    },

    /** Joins the inviting organisation; only the account whose e-mail was invited can. */
    async accept(userId: string, invitationId: string) {
      const email = await emailOf(userId);
      await refuseIfMember(userId);
      await db.transaction(async (tx) => {
        const [invitation] = await tx
          .delete(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.id, invitationId),
              eq(organizationInvitations.email, email ?? ''),
              gt(organizationInvitations.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!invitation) throw noInvitation();
        await tx
          .insert(organizationMembers)
          .values({ organizationId: invitation.organizationId, userId, role: invitation.role });
      });
    },

    async decline(userId: string, invitationId: string) {
      const email = await emailOf(userId);
      await db
        .delete(organizationInvitations)
        .where(
          and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.email, email ?? '')),
        );
    },

    /** Changes a member's role; making someone the owner hands ownership over and makes the caller an admin. */
    async changeRole(actorId: string, targetId: string, role: OrganizationRole) {
      const { actor, target } = await colleague(actorId, targetId);
      checkCanManage(actor.role, target.role);
      checkCanAssign(actor.role, role);
      const inOrganization = (userId: string) =>
        and(
          eq(organizationMembers.organizationId, actor.organizationId),
          eq(organizationMembers.userId, userId),
        );
      await db.transaction(async (tx) => {
        if (role === 'owner')
          await tx.update(organizationMembers).set({ role: 'admin' }).where(inOrganization(actorId));
        await tx.update(organizationMembers).set({ role }).where(inOrganization(targetId));
      });
    },

    async removeMember(actorId: string, targetId: string) {
      const { actor, target } = await colleague(actorId, targetId);
      checkCanManage(actor.role, target.role);
      await db
        .delete(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, actor.organizationId),
            eq(organizationMembers.userId, targetId),
          ),
        );
    },

    /** Leaves the organisation (moving no credits); the owner can only leave last, with an empty wallet, which deletes the organisation. */
    async leave(userId: string) {
      const { organizationId, role } = await requireMembership(userId);
      if (role !== 'owner') {
        await db
          .delete(organizationMembers)
          .where(
            and(
              eq(organizationMembers.organizationId, organizationId),
              eq(organizationMembers.userId, userId),
            ),
          );
        return { deleted: false };
      }
      const [members] = await db
        .select({ total: count() })
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, organizationId));
      if ((members?.total ?? 0) > 1) throw refused('Make another member the owner before you leave.');
      const balance = await walletBalance(organizationId);
      if (balance > 0) {
        throw refused(
          `The organisation's wallet still holds ${balance} credits, which would be lost: spend them before you close it.`,
        );
      }
      await db.delete(organizations).where(eq(organizations.id, organizationId));
      return { deleted: true };
    },
  };
}

export type OrganizationStore = ReturnType<typeof organizationStore>;
/** The caller's organisation as its page shows it. */
export type MyOrganization = NonNullable<Awaited<ReturnType<OrganizationStore['mine']>>>;
export type InvitationForMe = Awaited<ReturnType<OrganizationStore['invitationsFor']>>[number];
