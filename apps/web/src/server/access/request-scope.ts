// Next's request scope outside Next, for calling route handlers and tRPC's context in a test: Next
// answers `headers()` from the request it is serving, and this test double from the request the test
// makes. Auth.js then finds the session cookie in it and reads the session from the database, as in
// production.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Request>();

/** Runs `work` as if Next were serving `request`. */
export function inRequestScope<T>(request: Request, work: () => Promise<T>): Promise<T> {
  return current.run(request, work);
}

function requestHeaders(): Headers {
  const request = current.getStore();
  if (!request) throw new Error('headers() was called outside inRequestScope()');
  return request.headers;
}

/** What `vi.mock('next/headers', …)` returns: Auth.js reads the session cookie through `headers()`. */
export const nextHeadersDouble = { headers: async () => requestHeaders() };
