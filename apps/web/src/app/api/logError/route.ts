// Receives error reports from browsers (crash screen, failed sign-in) and stores them.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { jsonError } from '@/server/http/json-error';
import { parseJson } from '@/server/http/parse-json';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInUserId } from '@/server/session-user';

const maxReportBytes = 64 * 1024;

const reportBody = z.object({
  message: z.string().max(10_000),
  location: z.string().max(2_000).optional(),
  data: z.unknown().optional(),
});

export const POST = sameSiteOnly('json', async (request: Request): Promise<Response> => {
  const raw = await request.text();
  if (raw.length > maxReportBytes) return jsonError(413, 'Error report too large.');
  const parsed = reportBody.safeParse(parseJson(raw));
  if (!parsed.success) return jsonError(400, 'Expected JSON { message, location, data }.');
  const services = await getServices();
  const userId = signedInUserId(await auth()) ?? undefined;
  await services.errors.report({ ...parsed.data, userId });
  return new Response(null, { status: 204 });
});
