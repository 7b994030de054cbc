// The signed-in user's document jobs. Creating one is a streamed upload, so it lives at POST /api/jobs.
import { TRPCError } from '@trpc/server';
import { readFormatOptions } from '@verso/core';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

const jobIdInput = z.object({ id: z.string().min(1).max(100) });
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'This translation no longer exists.' });

/** The same document again with other settings: the /translate form's fields, options as the form sends them. */
const rerunInput = jobIdInput.extend({
  from: z.string().min(2).max(40),
  to: z.string().min(2).max(40),
  engine: z.string().min(1).max(100),
  glossaryId: z.string().min(1).max(100).optional(),
  formatOptions: z.record(z.string().max(40), z.string().max(2000)).default({}),
});

const rerunRequest = ({ id, formatOptions, ...settings }: z.infer<typeof rerunInput>) => ({
  ...settings,
  formatOptions: readFormatOptions(formatOptions),
});

export const jobRouter = createRouter({
  list: protectedProcedure.query(({ ctx }) => ctx.services.jobs.list(ctx.userId)),

  byId: protectedProcedure.input(jobIdInput).query(async ({ ctx, input }) => {
    const job = await ctx.services.jobs.get(ctx.userId, input.id);
    if (!job) throw notFound();
    return job;
  }),

  /** How the finished job is shown: page images (GET /api/jobs/:id/preview) or both texts; null if none. */
  preview: protectedProcedure
    .input(jobIdInput)
    .query(({ ctx, input }) => ctx.services.jobs.preview(ctx.userId, input.id)),

  cancel: protectedProcedure.input(jobIdInput).mutation(async ({ ctx, input }) => {
    const job = await ctx.services.jobs.cancel(ctx.userId, input.id);
    if (!job) throw notFound();
    return job;
  }),

  quoteRerun: protectedProcedure.input(rerunInput).query(async ({ ctx, input }) => {
    if (!(await ctx.services.jobs.get(ctx.userId, input.id))) throw notFound();
    return ctx.services.jobs.quoteRerun(ctx.userId, input.id, rerunRequest(input));
  }),

  rerun: protectedProcedure.input(rerunInput).mutation(async ({ ctx, input }) => {
    if (!(await ctx.services.jobs.get(ctx.userId, input.id))) throw notFound();
    const job = await ctx.services.jobs.rerun(ctx.userId, input.id, rerunRequest(input));
    return { id: job.id };
  }),

  /** "Translate the whole document": pays a preview's price once and queues the whole translation. */
  start: protectedProcedure.input(jobIdInput).mutation(async ({ ctx, input }) => {
    if (!(await ctx.services.jobs.get(ctx.userId, input.id))) throw notFound();
    return ctx.services.jobs.start(ctx.userId, input.id, { payWithCredits: true });
  }),

  delete: protectedProcedure.input(jobIdInput).mutation(async ({ ctx, input }) => {
    const removed = await ctx.services.jobs.remove(ctx.userId, input.id);
    if (!removed) throw notFound();
    return { id: input.id };
  }),
});
