// Receives error reports from browsers (crash screen, failed sign-in) and stores them, a few an hour
// for each client.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { auth } from '@/server/auth';
import { readBoundedText } from '@/server/http/bounded-body';
import { clientIp } from '@/server/http/client-ip';
import { errorResponse, jsonError } from '@/server/http/json-error';
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
  try {
    const parsed = reportBody.safeParse(parseJson(await readBoundedText(request, maxReportBytes)));
    if (!parsed.success) return jsonError(400, 'Expected JSON { message, location, data }.');
    const services = await getServices();
    const userId = signedInUserId(await auth()) ?? undefined;
    const client = clientIp(request.headers, services.config.trustProxy);
    if (!(await services.errors.report({ ...parsed.data, userId }, client))) {
      return jsonError(429, 'Too many error reports from this address. Thank you, we have enough for now.');
    }
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, 'POST /api/logError');
  }
});
