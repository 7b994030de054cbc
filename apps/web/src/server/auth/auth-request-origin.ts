// Auth.js writes sign-in links and OAuth callback addresses from the origin of the request it is given.
// Next gives route handlers a URL on the host the server was started with (http://localhost:PORT), so
// left alone every mailed link and callback pointed there. The request is handed on with the site's
// origin instead (http/site-url.ts), as next-auth itself does for AUTH_URL.
import { getServices } from '@verso/services';
import { NextRequest } from 'next/server';
import { type SiteUrlConfig, siteOrigin } from '../http/site-url';

type AuthHandler = (request: NextRequest) => Promise<Response>;

export function requestOnSiteOrigin(request: NextRequest, config: SiteUrlConfig): NextRequest {
  // request.url rather than nextUrl: a route handler may be called with a plain Request (tests do).
  const { pathname, search } = new URL(request.url);
  return new NextRequest(new URL(pathname + search, siteOrigin(config, request.headers)), request);
}

export function onSiteOrigin(handler: AuthHandler): AuthHandler {
  return async (request) => handler(requestOnSiteOrigin(request, (await getServices()).config));
}
