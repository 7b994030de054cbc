'use client';
// Typed React hooks for the tRPC API (`useTRPC().job.byId.queryOptions(...)` with react-query).
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@/server/trpc/root';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
