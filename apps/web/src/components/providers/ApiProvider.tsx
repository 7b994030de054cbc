'use client';
// react-query cache plus the tRPC client (batched, superjson so dates arrive as Date objects). Only the
// pages that call the API wrap themselves in it, so other pages load none of this. In the browser the
// clients are made once and shared by every page, so the cache survives moving between pages; on the
// server each render gets its own, so no visitor sees another's data.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { type ReactNode, useState } from 'react';
import superjson from 'superjson';
import { TRPCProvider } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';

interface ApiClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTRPCClient<AppRouter>>;
}

function createClients(): ApiClients {
  return {
    queryClient: new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
    trpcClient: createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })],
    }),
  };
}

let browserClients: ApiClients | undefined;

function apiClients(): ApiClients {
  if (typeof window === 'undefined') return createClients();
  browserClients ??= createClients();
  return browserClients;
}

export function ApiProvider({ children }: { children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(apiClients);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
