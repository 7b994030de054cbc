// The signed-in user's document jobs. Creating one is a streamed upload, so it lives at POST /api/jobs.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

const jobIdInput = z.object({ id: z.string().min(1).max(100) });

export const jobRouter = createRouter({
  list: protectedProcedure.query(({ ctx }) => ctx.services.jobs.list(ctx.userId)),

  byId: protectedProcedure.input(jobIdInput).query(async ({ ctx, input }) => {
    const job = await ctx.services.jobs.get(ctx.userId, input.id);
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: 'This translation no longer exists.' });
    return job;
  }),

  /** Pages of a finished PDF job for the side-by-side preview (GET /api/jobs/:id/preview); null if none. */
  previewPages: protectedProcedure
    .input(jobIdInput)
    .query(({ ctx, input }) => ctx.services.jobs.previewPages(ctx.userId, input.id)),

  delete: protectedProcedure.input(jobIdInput).mutation(async ({ ctx, input }) => {
    const removed = await ctx.services.jobs.remove(ctx.userId, input.id);
    if (!removed) throw new TRPCError({ code: 'NOT_FOUND', message: 'This translation no longer exists.' });
    return { id: input.id };
  }),
});
