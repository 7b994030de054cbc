// Serves the tRPC API at /api/trpc (queries by GET, mutations and batches by POST).
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createContext } from '@/server/trpc/context';
import { appRouter } from '@/server/trpc/root';

function handle(req: Request): Promise<Response> {
  return fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext });
}

export { handle as GET, handle as POST };
