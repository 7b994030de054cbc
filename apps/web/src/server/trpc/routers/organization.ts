// The signed-in user's organisation: create one, invite by e-mail, accept or decline invitations, manage
// members and leave. The organisation store decides who may do what; this router sends the e-mails.

import { TRPCError } from '@trpc/server';
import { brandFor, hostConfigFor } from '@verso/brands';
import { organizationRoles } from '@verso/db';
import { organizationNameMaxLength } from '@verso/services';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { invitationLink, sendInvitationMail } from '@/server/mail/invitation-mail';
import { mailLimitMessage, mayMail } from '@/server/mail/mail-allowance';
import { createRouter, protectedProcedure } from '../init';

const id = z.string().min(1).max(100);
const role = z.enum(organizationRoles);

export const organizationRouter = createRouter({
  mine: protectedProcedure.query(({ ctx }) => ctx.services.organizations.mine(ctx.userId)),

  invitations: protectedProcedure.query(({ ctx }) => ctx.services.organizations.invitationsFor(ctx.userId)),

  create: protectedProcedure
    .input(z.object({ name: z.string().max(organizationNameMaxLength * 2) }))
    .mutation(({ ctx, input }) => ctx.services.organizations.create(ctx.userId, input.name)),

  /** Stores the invitation, then mails it; when the mail fails the inviter gets the link to pass on. */
  invite: protectedProcedure
    .input(z.object({ email: z.string().trim().email().max(320), role, locale: z.enum(routing.locales) }))
    .mutation(async ({ ctx, input }) => {
      const { config, organizations, users } = ctx.services;
      if (!(await mayMail(ctx.services, input.email, ctx.clientIp))) {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: mailLimitMessage(config) });
      }
      const { invitation, organizationName } = await organizations.invite(
        ctx.userId,
        input.email,
        input.role,
      );
      const inviter = await users.byId(ctx.userId);
      const host = hostConfigFor(brandFor(config.platform), config.host);
      const mail = {
        invitation,
        organizationName,
        inviterName: inviter?.name || inviter?.email || host.name,
        locale: input.locale,
      };
      try {
        await sendInvitationMail(config, host, mail);
        return { email: invitation.email, mailed: true as const };
      } catch (error) {
        console.error(`[organization] invitation ${invitation.id} stored but not mailed:`, error);
        return {
          email: invitation.email,
          mailed: false as const,
          link: invitationLink(config, invitation.id, input.locale),
        };
      }
    }),

  revokeInvitation: protectedProcedure
    .input(z.object({ invitationId: id }))
    .mutation(({ ctx, input }) =>
      ctx.services.organizations.revokeInvitation(ctx.userId, input.invitationId),
    ),

  accept: protectedProcedure
    .input(z.object({ invitationId: id }))
    .mutation(({ ctx, input }) => ctx.services.organizations.accept(ctx.userId, input.invitationId)),

  decline: protectedProcedure
    .input(z.object({ invitationId: id }))
    .mutation(({ ctx, input }) => ctx.services.organizations.decline(ctx.userId, input.invitationId)),

  changeRole: protectedProcedure
    .input(z.object({ userId: id, role }))
    .mutation(({ ctx, input }) =>
      ctx.services.organizations.changeRole(ctx.userId, input.userId, input.role),
    ),

  removeMember: protectedProcedure
    .input(z.object({ userId: id }))
    .mutation(({ ctx, input }) => ctx.services.organizations.removeMember(ctx.userId, input.userId)),

  leave: protectedProcedure.mutation(({ ctx }) => ctx.services.organizations.leave(ctx.userId)),
});
