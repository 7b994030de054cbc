// POST /api/auth/_log: the Auth.js client logger's endpoint (SPEC §7 "log"), which next-auth v5 dropped.
// The folder is named %5Flog because Next treats folders starting with "_" as private.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { jsonError } from '@/server/http/json-error';
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
  const raw = await request.text();
  if (raw.length > maxLogBytes) return jsonError(413, 'Log entry too large.');
  const parsed = clientLogEntry.safeParse(parseBody(raw));
  if (!parsed.success) return jsonError(400, 'Expected { level, code, message } as JSON or a form.');
  const { level, code, message, ...data } = parsed.data;
  const services = await getServices();
  await services.errors.report({
    message: `[auth client ${level}] ${[code, message].filter(Boolean).join(': ') || 'no message'}`,
    location: request.headers.get('referer') ?? undefined,
    data,
    userId: signedInUserId(await auth()) ?? undefined,
  });
  return new Response(null, { status: 204 });
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
