'use client';
// Typed React hooks for the tRPC API (`useTRPC().job.byId.queryOptions(...)` with react-query).
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@/server/trpc/root';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** What each procedure returns, as the browser receives it. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** What each procedure takes. */
export type RouterInputs = inferRouterInputs<AppRouter>;
