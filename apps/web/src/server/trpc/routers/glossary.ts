// The signed-in user's glossaries. Zod checks the shape; the glossary store applies the rules (lengths,
// duplicates, languages) and explains what to fix. Another user's glossary answers NOT_FOUND.
import { TRPCError } from '@trpc/server';
import { parseGlossaryCsv } from '@verso/services';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

// Transport bounds only, generous on purpose: the store's own limits come with clearer messages.
const term = z.object({
  source: z.string().max(5000),
  target: z.string().max(5000),
  caseSensitive: z.boolean().optional(),
  keepAsIs: z.boolean().optional(),
});
const language = z.string().max(40).nullable().optional();
const fields = z.object({
  name: z.string().max(1000),
  description: z.string().max(5000).nullable().optional(),
  sourceLang: language,
  targetLang: language,
  terms: z.array(term).max(50_000),
});
const glossaryId = z.object({ id: z.string().min(1).max(100) });

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'This glossary no longer exists.' });

export const glossaryRouter = createRouter({
  list: protectedProcedure.query(({ ctx }) => ctx.services.glossaries.list(ctx.userId)),

  byId: protectedProcedure.input(glossaryId).query(async ({ ctx, input }) => {
    const glossary = await ctx.services.glossaries.get(ctx.userId, input.id);
    if (!glossary) throw notFound();
    return glossary;
  }),

  create: protectedProcedure
    .input(fields)
    .mutation(({ ctx, input }) => ctx.services.glossaries.create(ctx.userId, input)),

  update: protectedProcedure
    .input(glossaryId.extend({ changes: fields.partial() }))
    .mutation(async ({ ctx, input }) => {
      const glossary = await ctx.services.glossaries.update(ctx.userId, input.id, input.changes);
      if (!glossary) throw notFound();
      return glossary;
    }),

  delete: protectedProcedure.input(glossaryId).mutation(async ({ ctx, input }) => {
    if (!(await ctx.services.glossaries.remove(ctx.userId, input.id))) throw notFound();
    return { id: input.id };
  }),

  /** Reads a CSV file's text into terms for the editor; nothing is stored until the glossary is saved. */
  importCsv: protectedProcedure
    .input(z.object({ text: z.string().max(5_000_000) }))
    .mutation(({ input }) => ({ terms: parseGlossaryCsv(input.text) })),
});
