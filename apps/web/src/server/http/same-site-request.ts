// Cross-site request forgery guard for the routes a browser calls with its session cookie (tRPC
// mutations, /api/jobs, /api/user/update…). A page on another site can make the browser POST a form
// (urlencoded, multipart or text/plain) with the cookie attached, but it cannot choose the Origin header,
// and it cannot send `application/json` without a CORS preflight this site never grants. So a
// state-changing request must come from the site's own origin, when the browser names one, and carry the
// body type its route reads. Clients without a browser (the CLI, scripts) send no Origin and pass the
// first check; API v1 authenticates with a key header, not cookies, and is not guarded here.
import type { Config } from '@verso/services';
import { getServices } from '@verso/services';
import { jsonError } from './json-error';

/** What a route reads: JSON, or a multipart form for uploads. */
export type RequestBody = 'json' | 'multipart';

const mediaTypes: Record<RequestBody, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
};

type OriginSettings = Pick<Config, 'publicUrl' | 'trustProxy'>;

/** The refusal for a request another site may have sent, or undefined when it may go on. */
export function crossSiteRefusal(
  request: Request,
  config: OriginSettings,
  body: RequestBody,
): Response | undefined {
  const origin = request.headers.get('origin');
  if (origin !== null && !siteOrigins(request.headers, config).includes(origin)) {
    return jsonError(403, 'This request came from another site and was refused.');
  }
  if (mediaTypeOf(request.headers.get('content-type')) !== mediaTypes[body]) {
    return jsonError(415, `Send the request body as ${mediaTypes[body]}.`);
  }
  return undefined;
}

/** PUBLIC_URL's origin, and behind a trusted proxy the one its X-Forwarded-Proto/Host name. */
function siteOrigins(headers: Headers, config: OriginSettings): string[] {
  const origins = [new URL(config.publicUrl).origin];
  const host = firstValue(headers.get('x-forwarded-host'));
  const proto = firstValue(headers.get('x-forwarded-proto'));
  if (config.trustProxy && host && proto) origins.push(`${proto}://${host}`);
  return origins;
}

/** A proxy chain lists one value per hop; the first is what the browser asked for. */
function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim().toLowerCase() || undefined;
}

function mediaTypeOf(contentType: string | null): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>;

/** Wraps a POST route handler so requests other sites may have sent never reach it. */
export function sameSiteOnly<Context>(
  body: RequestBody,
  handler: RouteHandler<Context>,
): RouteHandler<Context> {
  return async (request, context) => {
    const { config } = await getServices();
    return crossSiteRefusal(request, config, body) ?? handler(request, context);
  };
}
