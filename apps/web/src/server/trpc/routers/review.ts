// Reviewing a finished job's translation: its segments a page at a time, revisions, and writing the
// file again from them (no engine, no charge). Another user's job answers as a missing one.
import { TRPCError } from '@trpc/server';
import { segmentFilters, segmentLimits } from '@verso/services';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

const jobId = z.string().min(1).max(100);

const found = <T>(value: T | null): T => {
  if (value === null)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'This translation no longer exists.' });
  return value;
};

export const reviewRouter = createRouter({
  segments: protectedProcedure
    .input(
      z.object({
        id: jobId,
        search: z.string().max(200).optional(),
        filter: z.enum(segmentFilters).optional(),
        page: z.number().int().min(1).max(1_000_000).optional(),
      }),
    )
    .query(async ({ ctx, input: { id, ...query } }) =>
      found(await ctx.services.jobs.segments(ctx.userId, id, query)),
    ),

  revise: protectedProcedure
    .input(
      z.object({
        id: jobId,
        edits: z
          .array(
            z.object({
              index: z.number().int().min(0),
              translation: z.string().max(segmentLimits.revisionCharacters),
            }),
          )
          .min(1)
          .max(segmentLimits.editsPerRequest),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      revised: found(await ctx.services.jobs.reviseSegments(ctx.userId, input.id, input.edits)),
    })),

  regenerate: protectedProcedure
    .input(z.object({ id: jobId }))
    .mutation(async ({ ctx, input }) => found(await ctx.services.jobs.regenerate(ctx.userId, input.id))),
});
