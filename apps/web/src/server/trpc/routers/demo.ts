// What the demo page needs before a visitor translates: the language pairs, the limits, and the paper the
// arXiv demo offers (DEMO_ARXIV_ID, or the sample paper bundled with the site).
import { samplePaperName } from '@/server/demo/demo-sample';
import { createRouter, publicProcedure } from '../init';

export const demoRouter = createRouter({
  options: publicProcedure.query(async ({ ctx }) => ({
    pairs: await ctx.services.demo.pairs(),
    limits: ctx.services.demo.limits,
    samplePaper: ctx.services.config.demoArxivId ?? samplePaperName,
  })),
});
