// Saves the interface language a signed-in user picked, so e-mails and other devices follow it.
import { getServices } from '@verso/services';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { auth } from '@/server/auth';
import { jsonError } from '@/server/http/json-error';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInUserId } from '@/server/session-user';

const updateBody = z.object({ locale: z.enum(locales) });

export const POST = sameSiteOnly('json', async (request: Request): Promise<Response> => {
  const userId = signedInUserId(await auth());
  if (!userId) return jsonError(401, 'Please sign in first.');
  const parsed = updateBody.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return jsonError(400, 'Expected JSON { locale } with a supported locale.');
  const services = await getServices();
  await services.users.setLocale(userId, parsed.data.locale);
  return new Response(null, { status: 204 });
});
