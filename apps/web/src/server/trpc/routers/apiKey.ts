// The signed-in developer's keys for REST API v1: the secret is in the answer to `create` only.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

/** Enough for a developer to tell their keys apart; more is always a mistake. */
const maxKeysPerUser = 20;

export const apiKeyRouter = createRouter({
  list: protectedProcedure.query(({ ctx }) => ctx.services.apiKeys.list(ctx.userId)),

  create: protectedProcedure
    .input(z.object({ name: z.string().trim().min(1).max(60) }))
    .mutation(async ({ ctx, input }) => {
      const existing = await ctx.services.apiKeys.list(ctx.userId);
      if (existing.length >= maxKeysPerUser) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `You already have ${maxKeysPerUser} keys: revoke one you no longer use first.`,
        });
      }
      return ctx.services.apiKeys.create(ctx.userId, input.name);
    }),

  /** Whether the owner's organisation pays for work started with the key. */
  setOrganizationPays: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(100), organizationPays: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (input.organizationPays) {
        await ctx.services.organizationWallet.payingOrganization(ctx.userId, 'organization');
      }
      if (!(await ctx.services.apiKeys.setOrganizationPays(ctx.userId, input.id, input.organizationPays))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'This key no longer exists.' });
      }
      return input;
    }),

  revoke: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(100) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.services.apiKeys.revoke(ctx.userId, input.id))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'This key no longer exists.' });
      }
      return { id: input.id };
    }),
});
