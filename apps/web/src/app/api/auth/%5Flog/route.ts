// POST /api/auth/_log: the Auth.js client logger's endpoint (SPEC §7 "log"), which next-auth v5 dropped.
// The folder is named %5Flog because Next treats folders starting with "_" as private.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { readBoundedText } from '@/server/http/bounded-body';
import { clientIp } from '@/server/http/client-ip';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { parseJson } from '@/server/http/parse-json';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInUserId } from '@/server/session-user';

const maxLogBytes = 64 * 1024;

// A client logger sends { level, code, ...metadata } as JSON (a form is refused: see same-site-request.ts).
const clientLogEntry = z
  .object({
    level: z.enum(['error', 'warn', 'debug']).default('error'),
    code: z.string().max(200).optional(),
    message: z.string().max(10_000).optional(),
  })
  .passthrough();

export const POST = sameSiteOnly('json', async (request: Request): Promise<Response> => {
  try {
    const parsed = clientLogEntry.safeParse(parseJson(await readBoundedText(request, maxLogBytes)));
    if (!parsed.success) return jsonError(400, 'Expected JSON { level, code, message }.');
    const { level, code, message, ...data } = parsed.data;
    const services = await getServices();
    const report = {
      message: `[auth client ${level}] ${[code, message].filter(Boolean).join(': ') || 'no message'}`,
      location: request.headers.get('referer') ?? undefined,
      data,
      userId: signedInUserId(await auth()) ?? undefined,
    };
    const client = clientIp(request.headers, services.config.trustProxy);
    if (!(await services.errors.report(report, client))) return jsonError(429, 'Too many log entries.');
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, 'POST /api/auth/_log');
  }
});
