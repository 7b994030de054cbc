// Saves the interface language a signed-in user picked, so e-mails and other devices follow it.
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { readBoundedText } from '@/server/http/bounded-body';
import { jsonError } from '@/server/http/json-error';
import { parseJson } from '@/server/http/parse-json';
import { sameSiteOnly } from '@/server/http/same-site-request';
import { signedInRoute } from '@/server/http/signed-in-route';

const updateBody = z.object({ locale: z.enum(locales) });
const maxBodyBytes = 4 * 1024;

export const POST = sameSiteOnly(
  'json',
  signedInRoute(async (request, { userId, services }) => {
    const body = await readBoundedText(request, maxBodyBytes).catch(() => undefined);
    if (body === undefined) return jsonError(413, 'The request is too large.');
    const parsed = updateBody.safeParse(parseJson(body));
    if (!parsed.success) return jsonError(400, 'Expected JSON { locale } with a supported locale.');
    await services.users.setLocale(userId, parsed.data.locale);
    return new Response(null, { status: 204 });
  }),
);
