// The signed-in user's credits: balances (their own, their organisation's) and their usage, paged.
// The whole usage as CSV is GET /api/credits/usage, a receipt GET /api/credits/receipts/<order id>.
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../init';

export const creditsRouter = createRouter({
  /** The header's balance, the /my/credits page's and the wallet choice on /translate. */
  summary: protectedProcedure.query(async ({ ctx }) => ({
    balance: await ctx.services.credits.balance(ctx.userId),
    organization: await ctx.services.organizationWallet.summary(ctx.userId),
  })),

  /** The user's paid orders, each with a receipt (GET /api/credits/receipts/<id>). */
  purchases: protectedProcedure.query(({ ctx }) => ctx.services.purchases.list(ctx.userId)),

  usage: protectedProcedure
    .input(z.object({ page: z.number().int().min(1).max(100_000) }))
    .query(({ ctx, input }) => ctx.services.creditHistory.page({ userId: ctx.userId }, input.page)),
});
