// POST /api/auth/_log: the Auth.js client logger's endpoint (SPEC §7 "log"), which next-auth v5 dropped.
// The folder is named %5Flog because Next treats folders starting with "_" as private.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { jsonError } from '@/server/http/json-error';
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
  const raw = await request.text();
  if (raw.length > maxLogBytes) return jsonError(413, 'Log entry too large.');
  const parsed = clientLogEntry.safeParse(parseJson(raw));
  if (!parsed.success) return jsonError(400, 'Expected JSON { level, code, message }.');
  const { level, code, message, ...data } = parsed.data;
  const services = await getServices();
  await services.errors.report({
    message: `[auth client ${level}] ${[code, message].filter(Boolean).join(': ') || 'no message'}`,
    location: request.headers.get('referer') ?? undefined,
    data,
    userId: signedInUserId(await auth()) ?? undefined,
  });
  return new Response(null, { status: 204 });
});
