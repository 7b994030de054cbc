// The signed-in developer's webhooks (developer hub): each key's default URL and signing secret, and the
// deliveries with their answers. Another user's key or delivery answers "not found", as a missing one.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

const keyId = z.string().min(1).max(100);
const notFound = (what: string) =>
  new TRPCError({ code: 'NOT_FOUND', message: `This ${what} no longer exists.` });

export const webhookRouter = createRouter({
  deliveries: protectedProcedure.query(({ ctx }) => ctx.services.webhooks.deliveries(ctx.userId)),

  /** An empty URL removes the key's default. */
  setDefaultUrl: protectedProcedure
    .input(z.object({ keyId, url: z.string().max(2048) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.services.webhooks.setDefaultUrl(ctx.userId, input.keyId, input.url || null))) {
        throw notFound('key');
      }
      return { keyId: input.keyId };
    }),

  /** The new secret is in this answer only. */
  rotateSecret: protectedProcedure.input(z.object({ keyId })).mutation(async ({ ctx, input }) => {
    const secret = await ctx.services.webhooks.rotateSecret(ctx.userId, input.keyId);
    if (!secret) throw notFound('key');
    return { keyId: input.keyId, secret };
  }),

  sendAgain: protectedProcedure
    .input(z.object({ deliveryId: z.string().min(1).max(100) }))
    .mutation(async ({ ctx, input }) => {
      const queued = await ctx.services.webhooks.sendAgain(ctx.userId, input.deliveryId);
      if (!queued) throw notFound('delivery');
      return queued;
    }),
});
