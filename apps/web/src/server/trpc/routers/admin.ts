// The operator's dashboard: installation-wide figures, wallets and orders, for administrators only
// (adminProcedure). Refunds go through payment.refund, beside the buyer's own payment procedures.

import { TRPCError } from '@trpc/server';
import { orderStatuses, paymentProviders } from '@verso/db';
import { z } from 'zod';
import { adminProcedure, createRouter } from '../init';
import { adminOperationProcedures } from './admin-operations';

const email = z.string().trim().min(3).max(320);
/** At most a year of days in one revenue table. */
const revenueDaysMax = 366;
const dayMs = 24 * 60 * 60 * 1000;

const orderFilter = z.object({
  page: z.number().int().min(1).max(100_000),
  status: z.enum(orderStatuses).optional(),
  provider: z.enum(paymentProviders).optional(),
  currency: z.string().trim().length(3).optional(),
  from: z.date().optional(),
  to: z.date().optional(),
  email: z.string().trim().max(320).optional(),
  flagged: z.boolean().optional(),
});

const revenueWindow = z
  .object({ from: z.date(), to: z.date() })
  .refine(({ from, to }) => from < to && to.getTime() - from.getTime() <= revenueDaysMax * dayMs, {
    message: `The window must end after it starts and span at most ${revenueDaysMax} days.`,
  });

export const adminRouter = createRouter({
  overview: adminProcedure.query(({ ctx }) => ctx.services.adminOverview.read()),

  /** Every translation engine, configured or not, with what enables it: users see only the configured. */
  engines: adminProcedure.query(({ ctx }) => ctx.services.engines.configuration()),

  /** A user's balance and their organisation's, found by e-mail. */
  wallet: adminProcedure
    .input(z.object({ email }))
    .query(({ ctx, input }) => ctx.services.walletAdmin.show(input.email)),

  /** Grants or takes back credits of a user or of their organisation; the ledger names the admin. */
  adjustCredits: adminProcedure
    .input(
      z.object({
        email,
        organization: z.boolean(),
        amount: z.number().int().min(-10_000_000).max(10_000_000),
        reason: z.string().max(500),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      balance: await ctx.services.walletAdmin.adjust({ ...input, adminId: ctx.userId }),
    })),

  /** One page of orders the filter keeps, newest first, with each buyer's e-mail. */
  orders: adminProcedure
    .input(orderFilter)
    .query(({ ctx, input: { page, ...filter } }) => ctx.services.payments.admin.list(filter, page)),

  /** Paid less refunded, per UTC day and currency, for the orders paid in the window. */
  revenue: adminProcedure
    .input(revenueWindow)
    .query(({ ctx, input }) => ctx.services.payments.admin.revenuePerDay(input.from, input.to)),

  /** One order with its buyer's e-mail and every payment event, refunds with the admin and reason. */
  order: adminProcedure.input(z.object({ id: z.string().min(1).max(100) })).query(async ({ ctx, input }) => {
    const detail = await ctx.services.payments.admin.detail(input.id);
    if (!detail) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
    return detail;
  }),

  ...adminOperationProcedures,
});
