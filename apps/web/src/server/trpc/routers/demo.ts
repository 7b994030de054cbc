// What the demo page needs before a visitor translates: the language pairs and the limits.
import { createRouter, publicProcedure } from '../init';

export const demoRouter = createRouter({
  options: publicProcedure.query(async ({ ctx }) => ({
    pairs: await ctx.services.demo.pairs(),
    limits: ctx.services.demo.limits,
  })),
});
