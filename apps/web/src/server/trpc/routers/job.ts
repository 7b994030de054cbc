// The signed-in user's document jobs. Creating one from a file is a streamed upload, so it lives at
// POST /api/jobs; an arXiv paper is named by its link, so its quote and job are procedures here.
import { TRPCError } from '@trpc/server';
import { formalities, readFormatOptions } from '@verso/core';
import { payers, type Services } from '@verso/services';
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
  /** Who pays: the dialog starts from the wallet that paid the job. */
  wallet: z.enum(payers).optional(),
});

/** Formality changes no price, so it is sent with the start only, as the document form does. */
const rerunStartInput = rerunInput.extend({ formality: z.enum(formalities).optional() });

const rerunRequest = async (
  services: Services,
  userId: string,
  { id, formatOptions, wallet, ...settings }: z.infer<typeof rerunStartInput>,
) => ({
  ...settings,
  formatOptions: readFormatOptions(formatOptions),
  organizationId: await services.organizationWallet.payingOrganization(userId, wallet),
});

/** /translate?type=arxiv's form: the paper's id or link, the languages, engine, glossary and wallet. */
const arxivInput = z.object({
  arxiv: z.string().trim().min(1).max(500),
  from: z.string().min(2).max(40),
  to: z.string().min(2).max(40),
  engine: z.string().min(1).max(100),
  glossaryId: z.string().min(1).max(100).optional(),
  wallet: z.enum(payers).optional(),
});

/** The paper's formality, like a rerun's, comes with the start only. */
const arxivJobInput = arxivInput.extend({ formality: z.enum(formalities).optional() });

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
    const request = await rerunRequest(ctx.services, ctx.userId, input);
    return ctx.services.jobs.quoteRerun(ctx.userId, input.id, request);
  }),

  rerun: protectedProcedure.input(rerunStartInput).mutation(async ({ ctx, input }) => {
    if (!(await ctx.services.jobs.get(ctx.userId, input.id))) throw notFound();
    const request = await rerunRequest(ctx.services, ctx.userId, input);
    const job = await ctx.services.jobs.rerun(ctx.userId, input.id, request);
    return { id: job.id };
  }),

  /** An arXiv paper's price and title before its job exists; a bad link is refused before arXiv is asked. */
  quoteArxiv: protectedProcedure.input(arxivInput).query(async ({ ctx, input: { wallet, ...request } }) => {
    const organizationId = await ctx.services.organizationWallet.payingOrganization(ctx.userId, wallet);
    return ctx.services.jobs.quoteArxiv({ ...request, userId: ctx.userId, organizationId });
  }),

  /** The paper's job: fetched (from the quote's cache), charged and queued as an upload would be. */
  createFromArxiv: protectedProcedure
    .input(arxivJobInput)
    .mutation(async ({ ctx, input: { wallet, ...request } }) => {
      const organizationId = await ctx.services.organizationWallet.payingOrganization(ctx.userId, wallet);
      const job = await ctx.services.jobs.createFromArxiv({ ...request, userId: ctx.userId, organizationId });
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
