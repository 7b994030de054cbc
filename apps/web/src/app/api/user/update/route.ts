// Saves the interface language a signed-in user picked, so e-mails and other devices follow it.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { auth } from '@/server/auth';
import { readBoundedText } from '@/server/http/bounded-body';
import { jsonError } from '@/server/http/json-error';
import { parseJson } from '@/server/http/parse-json';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInUserId } from '@/server/session-user';

const updateBody = z.object({ locale: z.enum(locales) });
const maxBodyBytes = 4 * 1024;

export const POST = sameSiteOnly('json', async (request: Request): Promise<Response> => {
  const userId = signedInUserId(await auth());
  if (!userId) return jsonError(401, 'Please sign in first.');
  const body = await readBoundedText(request, maxBodyBytes).catch(() => undefined);
  if (body === undefined) return jsonError(413, 'The request is too large.');
  const parsed = updateBody.safeParse(parseJson(body));
  if (!parsed.success) return jsonError(400, 'Expected JSON { locale } with a supported locale.');
  const services = await getServices();
  await services.users.setLocale(userId, parsed.data.locale);
  return new Response(null, { status: 204 });
});
