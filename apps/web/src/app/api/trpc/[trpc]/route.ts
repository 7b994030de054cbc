// Serves the tRPC API at /api/trpc (queries by GET, mutations and batches by POST). tRPC never runs a
// mutation sent by GET, so guarding POST keeps every state change to the site's own pages.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { createContext } from '@/server/trpc/context';
import { appRouter } from '@/server/trpc/root';

function handle(req: Request): Promise<Response> {
  return fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext });
}

export const GET = handle;
export const POST = sameSiteOnly('json', handle);
