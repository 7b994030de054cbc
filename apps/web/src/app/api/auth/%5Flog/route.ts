// POST /api/auth/_log: the Auth.js client logger's endpoint (SPEC §7 "log"), which next-auth v5 dropped.
// The folder is named %5Flog because Next treats folders starting with "_" as private.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { readBoundedText } from '@/server/http/bounded-body';
import { clientIp } from '@/server/http/client-ip';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { signedInUserId } from '@/server/session-user';

const maxLogBytes = 64 * 1024;

// next-auth's client logger sends { level, code, ...metadata }, as a form (sendBeacon) or as JSON.
const clientLogEntry = z
  .object({
    level: z.enum(['error', 'warn', 'debug']).default('error'),
    code: z.string().max(200).optional(),
    message: z.string().max(10_000).optional(),
  })
  .passthrough();

export async function POST(request: Request): Promise<Response> {
  try {
    const parsed = clientLogEntry.safeParse(parseBody(await readBoundedText(request, maxLogBytes)));
    if (!parsed.success) return jsonError(400, 'Expected { level, code, message } as JSON or a form.');
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
}

// sendBeacon cannot always set a content type, so the body's first character decides.
function parseBody(raw: string): unknown {
  if (raw.trimStart().startsWith('{')) {
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}
