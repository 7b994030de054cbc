// The operator's tools beside the dashboard's figures: daily charts, accounts (find, open, disable,
// make admin), anyone's jobs (cancel, retry) and error triage. Spread into the admin router, so every
// one of them is an adminProcedure and the access matrix checks them with the rest of `admin.*`.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { adminProcedure } from '../init';

const email = z.string().trim().min(3).max(320);
const id = z.string().min(1).max(100);
/** The charts show at most a year. */
const activityDaysMax = 366;

/** An operator may not lock themselves out: another admin has to disable or demote them. */
function refuseOwnAccount(userEmail: string | null | undefined, target: string) {
  if (userEmail?.toLowerCase() === target.toLowerCase()) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot change your own account here.' });
  }
}

const changedAccount = <T>(user: T | null) => {
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such account.' });
  return user;
};

export const adminOperationProcedures = {
  /** Jobs, words and failures per UTC day and engine, for the charts. */
  activity: adminProcedure
    .input(z.object({ days: z.number().int().min(1).max(activityDaysMax) }))
    .query(({ ctx, input }) => ctx.services.admin.activity.read(input.days)),

  /** Bytes of the files still kept, by the UTC day they were written. */
  storage: adminProcedure
    .input(z.object({ days: z.number().int().min(1).max(activityDaysMax) }))
    .query(({ ctx, input }) => ctx.services.admin.storage.read(input.days)),

  searchUsers: adminProcedure
    .input(z.object({ text: z.string().trim().min(1).max(320) }))
    .query(({ ctx, input }) => ctx.services.admin.userSearch.find(input.text)),

  /** One account with its jobs, ledger, API keys and organisation. */
  user: adminProcedure.input(z.object({ id })).query(async ({ ctx, input }) => {
    const detail = await ctx.services.admin.userDetail.read(input.id);
    if (!detail) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such account.' });
    return detail;
  }),

  setDisabled: adminProcedure
    .input(z.object({ email, disabled: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      refuseOwnAccount((await ctx.services.users.byId(ctx.userId))?.email, input.email);
      return changedAccount(await ctx.services.users.setDisabled(input.email, input.disabled));
    }),

  setAdmin: adminProcedure
    .input(z.object({ email, isAdmin: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      refuseOwnAccount((await ctx.services.users.byId(ctx.userId))?.email, input.email);
      return changedAccount(await ctx.services.users.setAdmin(input.email, input.isAdmin));
    }),

  /** Stops anyone's waiting or running job and refunds it, as its owner's cancel does. */
  cancelJob: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.jobs.operator.cancelAny(input.id)),

  /** A new job of a failed job's document and settings, charged to its owner. */
  retryJob: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.jobs.operator.retry(input.id)),

  errorGroups: adminProcedure.query(({ ctx }) => ctx.services.admin.errorGroups.list()),

  resolveErrors: adminProcedure
    .input(z.object({ message: z.string().min(1).max(4000) }))
    .mutation(async ({ ctx, input }) => ({
      marked: await ctx.services.admin.errorGroups.resolve(input.message),
    })),
};
