// The tRPC instance and the three procedure kinds: the only places where access is decided.
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { signedInUserId } from '@/server/session-user';
import type { Context } from './context';
import { toClientSafeError } from './to-trpc-error';

const t = initTRPC.context<Context>().create({ transformer: superjson });

export const createRouter = t.router;

const safeErrors = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) throw toClientSafeError(result.error, path);
  return result;
});

export const publicProcedure = t.procedure.use(safeErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  const userId = signedInUserId(ctx.session);
  if (!userId) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
  return next({ ctx: { ...ctx, userId } });
});

export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  // The database, not the session cookie's snapshot, is the authority on who is an admin.
  const user = await ctx.services.users.byId(ctx.userId);
  if (!user?.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'This page is for administrators.' });
  return next();
});
