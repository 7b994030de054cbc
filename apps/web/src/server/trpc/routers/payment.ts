// Buying credits: start a checkout for one of the brand's packages, then follow the order until the
// provider's verified notification (or, when it is late, the provider's answer to a query) settles it.
// The browser names only the package and the pay method; the price comes from the brand.
import { TRPCError } from '@trpc/server';
import type { PayMethod } from '@verso/brands';
import { OrderError, payers } from '@verso/services';
import { z } from 'zod';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { absoluteUrl } from '@/server/canonical-url';
import { siteOrigin } from '@/server/http/site-url';
import { buyerBrowser } from '@/server/payments/buyer-browser';
import { adminProcedure, createRouter, protectedProcedure } from '../init';

/** Checkouts one user may start an hour: each one asks the provider for a payment page. */
export const checkoutsPerHour = 20;

const payMethods = ['card', 'alipay', 'wechat_pay', 'all', 'wechat_pay_direct', 'alipay_direct'] as const;
/** A pending order is asked about at the provider at most this often, however often its page polls. */
const queryIntervalMs = 5_000;
const lastQueried = new Map<string, number>();

function dueForQuery(orderId: string, now = Date.now()): boolean {
  if (lastQueried.size > 10_000) lastQueried.clear();
  if (now - (lastQueried.get(orderId) ?? 0) < queryIntervalMs) return false;
  lastQueried.set(orderId, now);
  return true;
}

const asClientError = (error: unknown) =>
  error instanceof OrderError
    ? new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error })
    : error;

export const paymentRouter = createRouter({
  checkout: protectedProcedure
    .input(
      z.object({
        packageId: z.string().min(1).max(40),
        payMethod: z.enum(payMethods),
        locale: z.enum(routing.locales),
        /** Whose wallet the credits go to: the buyer's, or their organisation's (owners and admins). */
        wallet: z.enum(payers).default('personal'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { config, limits, payments, organizationWallet } = ctx.services;
      if (!(await limits.tryConsume('checkout', ctx.userId, checkoutsPerHour))) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `At most ${checkoutsPerHour} payments can be started an hour. Please try again later.`,
        });
      }
      const pageUrl = (href: string) =>
        absoluteUrl(getPathname({ href, locale: input.locale }), siteOrigin(config));
      const { device, insideWechat } = buyerBrowser(ctx.userAgent);
      // Inside WeChat a buyer who signed in with WeChat pays in place (JSAPI); anyone else scans a code.
      const wechatOpenId =
        insideWechat && input.payMethod === 'wechat_pay_direct'
          ? await payments.wechatOpenIds.of(ctx.userId)
          : undefined;
      try {
        const { order, checkout } = await payments.orders.create({
          userId: ctx.userId,
          organizationId:
            input.wallet === 'organization'
              ? await organizationWallet.buyingOrganization(ctx.userId)
              : undefined,
          packageId: input.packageId,
          payMethod: input.payMethod as PayMethod,
          context: {
            cancelUrl: pageUrl('/pricing'),
            locale: input.locale,
            payerIp: ctx.clientIp,
            device,
            wechatOpenId,
          },
          returnUrl: (orderId) => pageUrl(`/my/orders/${orderId}`),
        });
        return { orderId: order.id, checkout };
      } catch (error) {
        if (error instanceof OrderError && error.cause)
          console.error('[payment] checkout failed:', error.cause);
        throw asClientError(error);
      }
    }),

  /** The buyer's order and balance; a pending order is asked about at the provider now and then. */
  order: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(100) }))
    .query(async ({ ctx, input }) => {
      const { payments, credits } = ctx.services;
      let order = await payments.orders.ofUser(ctx.userId, input.id);
      if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
      if (order.status === 'pending' && dueForQuery(order.id)) {
        order = await payments.orders.reconcile(order).catch((error: unknown) => {
          console.error(`[payment] query of order ${input.id} failed:`, error);
          return order as NonNullable<typeof order>;
        });
      }
      return {
        id: order.id,
        status: order.status,
        credits: order.credits,
        amountMinor: order.amountMinor,
        currency: order.currency,
        receiptNumber: order.receiptNumber,
        /** The balance of the wallet the credits went to. */
        wallet: order.organizationId ? ('organization' as const) : ('personal' as const),
        balance: order.organizationId
          ? await credits.balanceOf({ organizationId: order.organizationId })
          : await credits.balance(ctx.userId),
      };
    }),

  /** An admin refunds `amountMinor` of a paid order through its provider, saying why; unspent credits go back. */
  refund: adminProcedure
    .input(
      z.object({
        orderId: z.string().min(1).max(100),
        amountMinor: z.number().int().positive(),
        reason: z.string().trim().max(500).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { orderId, amountMinor, reason } = input;
      try {
        const order = await ctx.services.payments.orders.refund(orderId, amountMinor, ctx.userId, reason);
        return { id: order.id, status: order.status, refundedMinor: order.refundedMinor };
      } catch (error) {
        throw asClientError(error);
      }
    }),
});
