// Serves the tRPC API at /api/trpc (queries by GET, mutations and batches by POST). tRPC never runs a
// mutation sent by GET, so guarding POST keeps every state change to the site's own pages.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { readBoundedBody } from '@/server/http/bounded-body';
import { errorResponse } from '@/server/http/json-error';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { createContext } from '@/server/trpc/context';
import { appRouter } from '@/server/trpc/root';

/** The largest input, a glossary CSV of 5,000,000 characters, fits with room for a batch around it. */
const maxBodyBytes = 16 * 1024 * 1024;

function handle(req: Request): Promise<Response> {
  return fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext });
}

/** tRPC's adapter reads a body whole, however long: it gets one already read under the ceiling. */
async function handleBounded(req: Request): Promise<Response> {
  try {
    const body = await readBoundedBody(req, maxBodyBytes);
    return await handle(new Request(req, { body }));
  } catch (error) {
    return errorResponse(error, 'POST /api/trpc');
  }
}

export const GET = handle;
export const POST = sameSiteOnly('json', handleBounded);
