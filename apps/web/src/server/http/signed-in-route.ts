// Route handlers only a signed-in user may call. The session is read here, once, so every such route
// refuses a visitor the same way (401) and starts from the user's id and the services.
import { getServices, type Services } from '@verso/services';
import { auth } from '@/server/auth';
import { signedInUserId } from '@/server/session-user';
import { jsonError } from './json-error';

export interface SignedIn {
  userId: string;
  services: Services;
}

/** Wraps a handler (`context` is Next's, with the route's params) so it runs only for a signed-in user. */
export function signedInRoute<Context = unknown>(
  handle: (request: Request, signedIn: SignedIn, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const userId = signedInUserId(await auth());
    if (!userId) return jsonError(401, 'Please sign in first.');
    return handle(request, { userId, services: await getServices() }, context);
  };
}
